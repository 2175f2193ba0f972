import Foundation

/// A set of recipe positions as one bit each: unions and intersections of posting lists in a pass over words.
struct PositionSet {
    private var words: [UInt64]

    /// An empty set for positions below `count`.
    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    /// Adds every position of a posting list.
    mutating func insert(_ postings: [Int32]) {
        insert { postings.forEach($0) }
    }

    /// Adds every position `positions` calls its argument with (a packed posting list, read in place).
    @inline(__always)
    mutating func insert(_ positions: ((Int32) -> Void) -> Void) {
        words.withUnsafeMutableBufferPointer { words in
            positions { position in
                let index = Int(position)
                words[index >> 6] |= 1 << UInt64(index & 63)
            }
        }
    }

    /// Removes every position `positions` calls its argument with.
    @inline(__always)
    mutating func remove(_ positions: ((Int32) -> Void) -> Void) {
        words.withUnsafeMutableBufferPointer { words in
            positions { position in
                let index = Int(position)
                words[index >> 6] &= ~(1 << UInt64(index & 63))
            }
        }
    }

    /// Every position below `count`.
    init(all count: Int) {
        words = Array(repeating: ~0, count: (count + 63) / 64)
        // The last word holds only the positions below `count`.
        if count % 64 != 0, !words.isEmpty { words[words.count - 1] = (1 << UInt64(count % 64)) - 1 }
    }

    /// Removes every position of a posting list.
    mutating func remove(_ postings: [Int32]) {
        remove { postings.forEach($0) }
    }

    /// Adds the positions of a list.
    mutating func insert(_ positions: [Int]) {
        words.withUnsafeMutableBufferPointer { words in
            for position in positions { words[position >> 6] |= 1 << UInt64(position & 63) }
        }
    }

    /// Whether `position` is in the set.
    func contains(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    /// Keeps only the positions `other` also holds.
    mutating func formIntersection(_ other: PositionSet) {
        for index in words.indices { words[index] &= other.words[index] }
    }

    /// Whether no position is in the set.
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// The positions, ascending.
    var positions: [Int] {
        var found: [Int] = []
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                found.append(index << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return found
    }
}
