import Foundation

/// An index's distinct keys laid end to end in one buffer, each followed by a NUL, so that the keys containing a
/// text are found in one pass over bytes (a `memchr` per candidate start) instead of one comparison per key.
///
/// A text holding no NUL can never match across two keys; texts with one are never looked up (the narrowing
/// leaves them out).
struct KeyTable: Sendable {
    /// The keys' bytes, each key followed by a NUL.
    private var bytes: [UInt8] = []
    /// Where each key starts in `bytes`, ascending.
    private var starts: [Int] = []
    /// The keys, in the order they were added.
    private(set) var keys: [IndexKey] = []

    /// An empty table.
    init() {}

    /// A table of `keys`.
    init(_ keys: some Sequence<IndexKey>) {
        for key in keys { append(key) }
    }

    /// Adds a key the table does not hold yet.
    mutating func append(_ key: IndexKey) {
        starts.append(bytes.count)
        bytes.append(contentsOf: key.text.utf8)
        bytes.append(0)
        keys.append(key)
    }

    /// Calls `body` once with each key that contains `needle` (folded bytes, no NUL), in the table's order.
    func forEachKey(containing needle: [UInt8], _ body: (IndexKey) -> Void) {
        guard let first = needle.first else {
            keys.forEach(body)
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
                    let key = keyIndex(holding: at)
                    body(keys[key])
                    start = key + 1 < starts.count ? starts[key + 1] : haystack.count
                }
            }
        }
    }

    /// The index of the key whose bytes hold `offset`: the last start at or before it.
    private func keyIndex(holding offset: Int) -> Int {
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }
}
