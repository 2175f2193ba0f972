import Foundation

/// Ascending lists of positions laid end to end in one buffer, each position written as its distance from the one
/// before (LEB128, seven bits a byte): a finished index's postings in about a third of the memory of one `[Int32]`
/// per key, which also costs a heap block for each of a large catalog's two million words.
struct PackedLists: Sendable, Equatable {
    /// The lists' bytes, end to end.
    private var bytes: [UInt8] = []
    /// Where each list's bytes end in `bytes`; a list starts where the one before it ends.
    private var ends: [Int] = []
    /// How many positions the lists hold together.
    private(set) var total = 0

    /// No lists.
    init() {}

    /// `lists` packed, each emptied as soon as it is written so the two forms are never held whole at once.
    init(taking lists: inout [[Int32]]) {
        bytes.reserveCapacity(lists.reduce(0) { $0 + PackedLists.size(of: $1) })
        ends.reserveCapacity(lists.count)
        for number in lists.indices {
            append(lists[number])
            lists[number] = []
        }
        lists = []
    }

    /// The `count` lists `list` gives, packed one after another.
    init(count: Int, _ list: (Int) -> [Int32]) {
        ends.reserveCapacity(count)
        for number in 0..<count { append(list(number)) }
    }

    private mutating func append(_ list: [Int32]) {
        var previous: Int32 = 0
        for position in list {
            precondition(position >= previous, "a posting list ascends")
            var gap = UInt32(position - previous)
            while gap >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: gap) | 0x80)
                gap >>= 7
            }
            bytes.append(UInt8(gap))
            previous = position
        }
        total += list.count
        ends.append(bytes.count)
    }

    /// The number of lists.
    var count: Int { ends.count }

    /// Calls `body` with each position of list `number`, ascending.
    @inline(__always)
    func forEach(in number: Int, _ body: (Int32) -> Void) {
        let start = number == 0 ? 0 : ends[number - 1]
        let end = ends[number]
        bytes.withUnsafeBufferPointer { bytes in
            var offset = start
            var position: UInt32 = 0
            while offset < end {
                var gap: UInt32 = 0
                var shift: UInt32 = 0
                while true {
                    let byte = bytes[offset]
                    offset += 1
                    gap |= UInt32(byte & 0x7F) << shift
                    if byte < 0x80 { break }
                    shift += 7
                }
                position &+= gap
                body(Int32(bitPattern: position))
            }
        }
    }

    /// List `number` as an array.
    func list(_ number: Int) -> [Int32] {
        var list: [Int32] = []
        forEach(in: number) { list.append($0) }
        return list
    }

    /// The bytes `list` takes packed.
    private static func size(of list: [Int32]) -> Int {
        var size = 0, previous: Int32 = 0
        for position in list {
            precondition(position >= previous, "a posting list ascends")
            let gap = UInt32(position - previous)
            size += gap < 1 << 7 ? 1 : gap < 1 << 14 ? 2 : gap < 1 << 21 ? 3 : gap < 1 << 28 ? 4 : 5
            previous = position
        }
        return size
    }
}
