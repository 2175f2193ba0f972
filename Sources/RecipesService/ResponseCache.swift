import Foundation
import HTTPTypes
import Synchronization

/// Recently built `/recipes` answers, so a repeated query costs a lookup instead of a pass over the catalog.
///
/// Keys include the catalog's ETag, so an answer is never reused for another catalog. Bounded by entries and
/// bytes; the least recently used answer goes first. A lock rather than an actor: a hit must not suspend.
final class ResponseCache: Sendable {
    /// One cached answer: the body and the headers that go with it.
    struct Entry: Sendable {
        let body: JSONBody
        let headers: HTTPFields
    }

    private struct State {
        var entries: [String: (entry: Entry, lastUse: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var catalog = ""
    }

    private let maximumEntries: Int
    private let maximumBytes: Int
    private let state = Mutex(State())
    private let metrics: ServiceMetrics?
    private let name: String

    /// A cache of at most `maximumEntries` answers and `maximumBytes`, counting its hits and misses in `metrics`
    /// under `name`.
    init(maximumEntries: Int = 256, maximumBytes: Int = 256 << 20, metrics: ServiceMetrics? = nil, name: String = "") {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
        self.metrics = metrics
        self.name = name
    }

    /// Drops every answer when the catalog changes (`tag` is its ETag): after a write none can be reused, and
    /// keeping them until evicted let the soak's memory grow by a full cache of stale answers.
    func use(catalog tag: String) {
        state.withLock { state in
            guard state.catalog != tag else { return }
            state.catalog = tag
            state.entries = [:]
            state.bytes = 0
        }
    }

    func entry(for key: String) -> Entry? {
        let found = state.withLock { state -> Entry? in
            guard let found = state.entries[key] else { return nil }
            state.clock += 1
            state.entries[key] = (found.entry, state.clock)
            return found.entry
        }
        metrics?.recordCacheLookup(name, hit: found != nil)
        return found
    }

    /// Keeps `entry` under `key` when it was made from the catalog the cache now holds answers for (`catalog`, its
    /// tag): an answer rendered from an older snapshot, finishing after a newer one was seen, is not kept.
    func store(_ entry: Entry, for key: String, catalog tag: String) {
        let size = entry.body.bytes.readableBytes
        guard size <= maximumBytes else { return }
        state.withLock { state in
            guard state.catalog == tag, state.entries[key] == nil else { return }
            state.clock += 1
            state.entries[key] = (entry, state.clock)
            state.bytes += size
            while state.entries.count > maximumEntries || state.bytes > maximumBytes,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.bytes -= state.entries.removeValue(forKey: oldest)?.entry.body.bytes.readableBytes ?? 0
            }
        }
    }
}
