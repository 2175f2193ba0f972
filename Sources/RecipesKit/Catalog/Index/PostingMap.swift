import Foundation

/// Folded keys to the ascending positions of the recipes holding them: the keys numbered in a `KeyTable` (found by
/// their bytes, and every key containing a text in one pass), each number's positions in a list of its own.
struct PostingMap: Sendable, Equatable {
    /// The keys, numbered in the order added.
    private var table = KeyTable()
    /// Key number → ascending positions, while the map is built (until `pack()`); a list emptied by removals stays,
    /// as its key stays in the table.
    private var lists: [[Int32]] = []
    /// The lists of the keys numbered below its count, once packed.
    private var packed = PackedLists()
    /// Lists changed after packing (a write patched them), and the lists of keys added since; they take precedence.
    private var changed: [Int: [Int32]] = [:]
    /// How many positions the packed lists that `changed` replaces held.
    private var replacedPackedCount = 0

    /// The positions of the recipes holding `key` exactly.
    subscript(key: some Collection<UInt8>) -> [Int32]? {
        table.number(of: key).map(list)
    }

    /// The number of distinct keys.
    var keyCount: Int { table.count }

    /// The number of positions held, over all keys.
    var postingCount: Int {
        packed.total - replacedPackedCount + changed.values.reduce(0) { $0 + $1.count } + lists.reduce(0) { $0 + $1.count }
    }

    /// Packs the lists (`PackedLists`): done once the index is built, as they no longer grow at every recipe.
    mutating func pack() {
        guard packed.count == 0, changed.isEmpty else { return }
        packed = PackedLists(taking: &lists)
    }

    /// Adds `place` to `key`'s list once; recipes are mostly added in order, so it usually appends.
    mutating func insert(_ place: Int32, for key: UnsafeBufferPointer<UInt8>) {
        let number = table.number(ofAdding: key)
        guard packed.count == 0 else {
            unpack(number)
            PostingMap.insert(place, into: &changed[number, default: []])
            return
        }
        if number == lists.count { lists.append([]) }
        PostingMap.insert(place, into: &lists[number])
    }

    /// Takes `place` out of `key`'s list, if it is there.
    mutating func remove(_ place: Int32, for key: some Collection<UInt8>) {
        guard let number = table.number(of: key) else { return }
        guard packed.count == 0 else {
            unpack(number)
            PostingMap.remove(place, from: &changed[number, default: []])
            return
        }
        PostingMap.remove(place, from: &lists[number])
    }

    /// Joins the lists of recipes after this map's (every position above its own), keeping them ascending; both
    /// are still being built.
    mutating func append(_ later: PostingMap) {
        precondition(packed.count == 0 && later.packed.count == 0, "maps are joined before they are packed")
        for number in 0..<later.table.count {
            let mine = table.number(ofAdding: later.table.key(number))
            if mine == lists.count {
                // A key new to this map takes the later list as it is, sharing its buffer.
                lists.append(later.lists[number])
            } else {
                lists[mine].append(contentsOf: later.lists[number])
            }
        }
    }

    /// Adds to `set` the positions of every key containing `text` (folded bytes with no NUL; empty: every key).
    func insertPositions(ofKeysContaining text: [UInt8], into set: inout PositionSet) {
        table.forEachKey(containing: text) { number in set.insert { forEachPosition(of: number, $0) } }
    }

    /// Takes out of `set` the positions of every key containing `text`.
    func removePositions(ofKeysContaining text: [UInt8], from set: inout PositionSet) {
        table.forEachKey(containing: text) { number in set.remove { forEachPosition(of: number, $0) } }
    }

    /// Maps hold the same lists under the same keys; the order their keys were added in, and whether they are
    /// packed, do not count.
    static func == (lhs: PostingMap, rhs: PostingMap) -> Bool {
        guard lhs.keyCount == rhs.keyCount else { return false }
        return (0..<lhs.table.count).allSatisfy { number in rhs[lhs.table.key(number)] == lhs.list(number) }
    }

    /// Key `number`'s list.
    private func list(_ number: Int) -> [Int32] {
        if let list = changed[number] { return list }
        return number < packed.count ? packed.list(number) : lists[number]
    }

    /// Calls `body` with each position of key `number`'s list, ascending, without copying it.
    @inline(__always)
    private func forEachPosition(of number: Int, _ body: (Int32) -> Void) {
        if !changed.isEmpty, let list = changed[number] {
            list.forEach(body)
        } else if number < packed.count {
            packed.forEach(in: number, body)
        } else {
            lists[number].forEach(body)
        }
    }

    /// Moves key `number`'s packed list into `changed`, where writes change it in place, unless it is there.
    private mutating func unpack(_ number: Int) {
        guard changed[number] == nil, number < packed.count else { return }
        let list = packed.list(number)
        replacedPackedCount += list.count
        changed[number] = list
    }

    /// Whether the lists moved out by writes hold more than an eighth of the postings: packing all again then
    /// bounds what writes add (at a million recipes, a repack takes about a third of a second).
    var needsRepacking: Bool {
        packed.count > 0 && changed.values.reduce(0) { $0 + $1.count } > max(packed.total / 8, 1 << 16)
    }

    /// Packs every list again, those changed by writes with them.
    mutating func repack() {
        guard packed.count > 0 else { return }
        packed = PackedLists(count: table.count) { list($0) }
        changed = [:]
        replacedPackedCount = 0
    }

    private static func remove(_ place: Int32, from list: inout [Int32]) {
        let low = firstIndex(notBelow: place, in: list)
        if low < list.count, list[low] == place { list.remove(at: low) }
    }

    private static func insert(_ place: Int32, into list: inout [Int32]) {
        guard let last = list.last, last >= place else {
            list.append(place)
            return
        }
        if last == place { return }
        let low = firstIndex(notBelow: place, in: list)
        if list[low] != place { list.insert(place, at: low) }
    }

    /// The first index of an ascending list whose position is `place` or more.
    private static func firstIndex(notBelow place: Int32, in list: [Int32]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < place { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
