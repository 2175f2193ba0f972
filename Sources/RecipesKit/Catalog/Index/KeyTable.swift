import Foundation

/// An index's distinct keys, each numbered in the order added and laid end to end in one buffer followed by a NUL:
/// a key is found by its bytes through a hash table of those numbers (no `String` per word), and the keys containing
/// a text in one pass over the buffer (a `memchr` per candidate start) instead of one comparison per key.
///
/// A text holding no NUL can never match across two keys; texts with one are never looked up (the narrowing
/// leaves them out).
package struct KeyTable: Sendable {
    /// The keys' bytes, each key followed by a NUL.
    private var bytes: [UInt8] = []
    /// Where each key starts in `bytes`, ascending; a key's number is its place here. 32 bits each: a table holds
    /// a few million keys, and a million slugs' tables are the service's largest.
    private var starts: [UInt32] = []
    /// Each key's hash, so that growing the slots does not hash every key again.
    private var hashes: [UInt32] = []
    /// Open addressing, a power of two long: a key's number plus one, or 0 for an empty slot.
    private var slots: [Int32] = []

    /// An empty table.
    package init() {}

    /// A table of `keys`, numbered in order (repeated ones once).
    init(_ keys: some Sequence<String>) {
        for key in keys { _ = number(ofAdding: Array(key.utf8)) }
    }

    /// A table numbering `keys` by their places, repeated ones included (lookups find a repeated key's first
    /// place): what names a catalog's recipes by their slugs, sized once for them.
    package init(placing keys: [String]) {
        var total = 0
        for key in keys { total += key.utf8.count + 1 }
        bytes.reserveCapacity(total)
        starts.reserveCapacity(keys.count)
        hashes.reserveCapacity(keys.count)
        var size = 16
        while size < keys.count * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        for key in keys { place(key) }
    }

    /// How many keys the table holds.
    package var count: Int { starts.count }

    /// The bytes of key `number`.
    package func key(_ number: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[number])..<end(of: number)]
    }

    /// Key `number` as a string.
    package func string(_ number: Int) -> String {
        String(decoding: key(number), as: UTF8.self)
    }

    /// Adds `key` with the next number even when the table holds it already; a lookup then still finds the first.
    package mutating func place(_ key: String) {
        var key = key
        key.withUTF8 { key in
            let hash = KeyTable.hash(key)
            if (count + 1) * 2 > slots.count { grow() }
            let (found, slot) = find(key, hash: hash)
            precondition(count < Int(Int32.max), "a key table holds fewer than 2^31 keys")
            if found == nil { slots[slot] = Int32(count + 1) }
            appendKey(key, hash: hash)
        }
    }

    /// The number of the key with exactly `key`'s bytes, if the table holds it.
    package func number(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { find($0, hash: KeyTable.hash($0)).found }
    }

    /// The number of the key with exactly these bytes, if the table holds it.
    func number(of key: some Collection<UInt8>) -> Int? {
        let key = Array(key)
        return key.withUnsafeBufferPointer { find($0, hash: KeyTable.hash($0)).found }
    }

    /// The number of the key with exactly these bytes, added (numbered next) when the table does not hold it.
    mutating func number(ofAdding key: some Collection<UInt8>) -> Int {
        Array(key).withUnsafeBufferPointer { number(ofAdding: $0) }
    }

    /// `number(ofAdding:)` for bytes in place: the index's build calls it for every word of every recipe.
    mutating func number(ofAdding key: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = KeyTable.hash(key)
        let (found, slot) = find(key, hash: hash)
        if let found { return found }
        // Kept at most half full, so a probe ends soon.
        guard (count + 1) * 2 <= slots.count else {
            grow()
            return number(ofAdding: key)
        }
        let number = count
        // Numbers are held in 32 bits; a table never nears two billion distinct keys.
        precondition(number < Int(Int32.max), "a key table holds fewer than 2^31 keys")
        appendKey(key, hash: hash)
        slots[slot] = Int32(number + 1)
        return number
    }

    /// Calls `body` once with the number of each key that contains `needle` (folded bytes, no NUL), in the
    /// table's order.
    func forEachKey(containing needle: [UInt8], _ body: (Int) -> Void) {
        guard let first = needle.first else {
            (0..<count).forEach(body)
            return
        }
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress, haystack.count >= needle.count else { return }
                let last = haystack.count - needle.count
                var start = 0
                while start <= last {
                    guard let found = memchr(base + start, Int32(first), last - start + 1) else { return }
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, wanted, needle.count) != 0 {
                        start = at + 1
                        continue
                    }
                    // The key holding the match; the search goes on after it, so a key is reported once.
                    let key = number(holding: at)
                    body(key)
                    start = key + 1 < starts.count ? Int(starts[key + 1]) : haystack.count
                }
            }
        }
    }

    /// Lays `key` after the others, with its NUL.
    private mutating func appendKey(_ key: UnsafeBufferPointer<UInt8>, hash: Int) {
        precondition(bytes.count + key.count < Int(UInt32.max), "a key table holds fewer than 4 GiB of keys")
        starts.append(UInt32(bytes.count))
        bytes.append(contentsOf: key)
        bytes.append(0)
        hashes.append(UInt32(truncatingIfNeeded: hash))
    }

    /// Where key `number`'s bytes end (at its NUL).
    private func end(of number: Int) -> Int {
        (number + 1 < starts.count ? Int(starts[number + 1]) : bytes.count) - 1
    }

    /// The key with `key`'s bytes, or the empty slot where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>, hash: Int) -> (found: Int?, slot: Int) {
        guard !slots.isEmpty else { return (nil, 0) }
        let mask = slots.count - 1
        var slot = hash & mask
        return bytes.withUnsafeBufferPointer { table in
            while true {
                let held = Int(slots[slot])
                if held == 0 { return (nil, slot) }
                let number = held - 1
                let start = Int(starts[number])
                if hashes[number] == UInt32(truncatingIfNeeded: hash), end(of: number) - start == key.count, KeyTable.holds(key, in: table, at: start) {
                    return (number, slot)
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Whether `table` holds `key`'s bytes at `start` (where there is room for them).
    private static func holds(_ key: UnsafeBufferPointer<UInt8>, in table: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard let base = table.baseAddress, let wanted = key.baseAddress else { return key.isEmpty }
        return memcmp(base + start, wanted, key.count) == 0
    }

    /// Doubles the slots (at least 16) and places every key again by its kept hash.
    private mutating func grow() {
        let size = max(16, slots.count * 2)
        var grown = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for (number, hash) in hashes.enumerated() {
            // The slots are fewer than 2^32, so the low 32 bits place a key as its whole hash does.
            let hash = Int(hash)
            var slot = hash & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(number + 1)
        }
        slots = grown
    }

    /// The number of the key whose bytes hold `offset`: the last start at or before it.
    private func number(holding offset: Int) -> Int {
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// A hash seeded at random once per process: a catalog's words come from its writers, and a fixed hash would let
    /// one write words that all land in one slot. It mixes eight bytes at a time with a full-width multiply (as
    /// foldhash does), several times cheaper than the standard library's SipHash on words this short.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let (seed, multiplier) = KeyTable.seed
        let raw = UnsafeRawBufferPointer(key)
        var hash = seed ^ UInt64(raw.count)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)).foldedProduct(multiplier)
            offset += 8
        }
        if offset < raw.count {
            var tail: UInt64 = 0
            for shift in 0..<(raw.count - offset) { tail |= UInt64(raw[offset + shift]) << UInt64(8 * shift) }
            hash = (hash ^ tail).foldedProduct(multiplier)
        }
        return Int(truncatingIfNeeded: hash.foldedProduct(seed | 1))
    }

    /// This process's seed and multiplier (odd), drawn from the system's random source.
    private static let seed: (UInt64, UInt64) = {
        var random = SystemRandomNumberGenerator()
        return (random.next(), random.next() | 1)
    }()
}
