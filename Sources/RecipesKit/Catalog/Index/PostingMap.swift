import Foundation

/// Folded keys to the ascending positions of the recipes holding them: the keys numbered in a `KeyTable` (found by
/// their bytes, and every key containing a text in one pass), each number's positions in a list of its own.
struct PostingMap: Sendable, Equatable {
    /// The keys, numbered in the order added.
    private var table = KeyTable()
    /// Key number → ascending positions; a list emptied by removals stays, as its key stays in the table.
    private var lists: [[Int32]] = []

    /// The positions of the recipes holding `key` exactly.
    subscript(key: some Collection<UInt8>) -> [Int32]? {
        table.number(of: key).map { lists[$0] }
    }

    /// The number of distinct keys.
    var keyCount: Int { table.count }

    /// The number of positions held, over all keys.
    var postingCount: Int { lists.reduce(0) { $0 + $1.count } }

    /// Adds `place` to `key`'s list once; recipes are mostly added in order, so it usually appends.
    mutating func insert(_ place: Int32, for key: UnsafeBufferPointer<UInt8>) {
        let number = table.number(ofAdding: key)
        if number == lists.count { lists.append([]) }
        PostingMap.insert(place, into: &lists[number])
    }

    /// Takes `place` out of `key`'s list, if it is there.
    mutating func remove(_ place: Int32, for key: some Collection<UInt8>) {
        guard let number = table.number(of: key) else { return }
        let low = PostingMap.firstIndex(notBelow: place, in: lists[number])
        if low < lists[number].count, lists[number][low] == place { lists[number].remove(at: low) }
    }

    /// Joins the lists of recipes after this map's (every position above its own), keeping them ascending.
    mutating func append(_ later: PostingMap) {
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
        table.forEachKey(containing: text) { set.insert(lists[$0]) }
    }

    /// Takes out of `set` the positions of every key containing `text`.
    func removePositions(ofKeysContaining text: [UInt8], from set: inout PositionSet) {
        table.forEachKey(containing: text) { set.remove(lists[$0]) }
    }

    /// Maps hold the same lists under the same keys; the order their keys were added in does not count.
    static func == (lhs: PostingMap, rhs: PostingMap) -> Bool {
        guard lhs.keyCount == rhs.keyCount else { return false }
        return (0..<lhs.table.count).allSatisfy { number in rhs[lhs.table.key(number)] == lhs.lists[number] }
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
