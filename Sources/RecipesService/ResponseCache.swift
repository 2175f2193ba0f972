import Foundation

/// Recently built `/recipes` answers, so a repeated query costs a lookup instead of a pass over the catalog.
///
/// Keys include the catalog's ETag, so an answer is never reused for another catalog. Bounded by entries and
/// bytes; the least recently used answer goes first.
actor ResponseCache {
    /// One cached answer: the body and the headers that go with it.
    struct Entry: Sendable {
        let body: JSONBody
        let totalCount: Int
    }

    private let maximumEntries: Int
    private let maximumBytes: Int
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var bytes = 0

    init(maximumEntries: Int = 256, maximumBytes: Int = 256 << 20) {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    func entry(for key: String) -> Entry? {
        guard let entry = entries[key] else { return nil }
        if let position = order.firstIndex(of: key) {
            order.remove(at: position)
            order.append(key)
        }
        return entry
    }

    func store(_ entry: Entry, for key: String) {
        guard entries[key] == nil, entry.body.bytes.readableBytes <= maximumBytes else { return }
        entries[key] = entry
        order.append(key)
        bytes += entry.body.bytes.readableBytes
        while entries.count > maximumEntries || bytes > maximumBytes, let oldest = order.first {
            order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.body.bytes.readableBytes ?? 0
        }
    }
}
