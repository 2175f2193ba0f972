import Foundation

/// Folded keys to the ascending positions of the recipes holding them, with the keys laid end to end
/// (`KeyTable`) so that every key containing a text is found in one pass.
struct PostingMap: Sendable, Equatable {
    /// Key → ascending positions; a list emptied by removals stays, as its key stays in the table.
    private(set) var postings: [IndexKey: [Int32]] = [:]
    private var table = KeyTable()

    /// The positions of the recipes holding `key` exactly.
    subscript(key: IndexKey) -> [Int32]? { postings[key] }

    /// The number of distinct keys.
    var keyCount: Int { postings.count }

    /// The number of positions held, over all keys.
    var postingCount: Int { postings.values.reduce(0) { $0 + $1.count } }

    /// Adds `place` to `key`'s list once; recipes are mostly added in order, so it usually appends.
    mutating func insert(_ place: Int32, for key: IndexKey) {
        if postings[key] == nil { table.append(key) }
        PostingMap.insert(place, into: &postings[key, default: []])
    }

    /// Takes `place` out of `key`'s list, if it is there.
    mutating func remove(_ place: Int32, for key: IndexKey) {
        guard let index = postings.index(forKey: key) else { return }
        let low = PostingMap.firstIndex(notBelow: place, in: postings.values[index])
        // Changed in place in the dictionary, only when the position is there.
        if low < postings.values[index].count, postings.values[index][low] == place { postings.values[index].remove(at: low) }
    }

    /// Joins the lists of recipes after this map's (every position above its own), keeping them ascending.
    mutating func append(_ later: PostingMap) {
        for key in later.table.keys {
            guard let positions = later.postings[key] else { continue }
            if let index = postings.index(forKey: key) {
                postings.values[index].append(contentsOf: positions)
            } else {
                // A key new to this map takes the later list as it is, sharing its buffer.
                table.append(key)
                postings[key] = positions
            }
        }
    }

    /// Adds to `set` the positions of every key containing `text` (folded bytes with no NUL; empty: every key).
    func insertPositions(ofKeysContaining text: [UInt8], into set: inout PositionSet) {
        table.forEachKey(containing: text) { key in
            if let positions = postings[key] { set.insert(positions) }
        }
    }

    /// Takes out of `set` the positions of every key containing `text`.
    func removePositions(ofKeysContaining text: [UInt8], from set: inout PositionSet) {
        table.forEachKey(containing: text) { key in
            if let positions = postings[key] { set.remove(positions) }
        }
    }

    /// Maps hold the same lists; the order their keys were added in does not count.
    static func == (lhs: PostingMap, rhs: PostingMap) -> Bool {
        lhs.postings == rhs.postings
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
