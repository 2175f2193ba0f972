import Dispatch
import Foundation
import RecipesKit
import Synchronization

/// A repository over a catalog store: reads from a snapshot, writes through the store, one transaction each.
public final class StoreCatalogRepository: CatalogRepository {
    private struct Cache {
        var snapshot: CatalogSnapshot?
        var checked = ContinuousClock.now
        var generation = 0
        /// Why the snapshot may be out of date (the store could not be reached at the last check), or nil.
        var staleness: String?
    }

    private let store: any CatalogStoreProtocol
    private let cache = Mutex(Cache())
    /// How long a snapshot is used before the store's revision is checked again (writes by other processes).
    private let recheckInterval: Duration

    /// Creates a repository over `store`.
    public init(store: any CatalogStoreProtocol, recheckInterval: Duration = .seconds(1)) {
        self.store = store
        self.recheckInterval = recheckInterval
    }

    public var readOnlyReason: String? { nil }

    public func snapshot() async throws(CatalogError) -> CatalogSnapshot {
        let now = ContinuousClock.now
        let (cached, generation, fresh) = cache.withLock { cache in
            (cache.snapshot, cache.generation, cache.checked.duration(to: now) < recheckInterval)
        }
        if let cached, fresh { return cached }
        do {
            let revision = try await offload { [store] () throws(CatalogStoreError) in try store.revision() }
            if let cached, cached.revision == revision {
                cache.withLock { $0.checked = now; $0.staleness = nil }
                return cached
            }
            let snapshot = try await offload { [store] () throws(CatalogStoreError) in try Self.read(store, after: cached) }
            // A write that landed while this was read has cleared the cache; keep its newer state out of reach.
            cache.withLock { cache in
                if cache.generation == generation {
                    cache.snapshot = snapshot
                    cache.checked = now
                    cache.staleness = nil
                }
            }
            return snapshot
        } catch {
            // Reads go on from the last snapshot while the store is away (a restarting PostgreSQL), said in a header;
            // writes fail on their own with 503.
            if let cached {
                let revision = cached.revision.map { " of revision \($0)" } ?? ""
                cache.withLock { $0.checked = now; $0.staleness = "the store cannot be reached (\(error.message)); answering from the snapshot\(revision)" }
                return cached
            }
            throw CatalogError(kind: .unreachable, source: store.location, reason: error.message)
        }
    }

    public var staleness: String? { cache.withLock { $0.staleness } }

    /// The store's catalog now: `cached` with the changes since its revision applied, when the store can say
    /// what they are (at a million recipes a write then costs its own size, not a reload), else read whole.
    static func read(_ store: any CatalogStoreProtocol, after cached: CatalogSnapshot?) throws(CatalogStoreError) -> CatalogSnapshot {
        guard let feed = store as? any CatalogChangeFeed else {
            let revision = try store.revision()
            return CatalogSnapshot(stored: try store.recipes(narrowedBy: .none), source: store.location, revision: revision)
        }
        if let cached, let revision = cached.revision, let changes = try feed.changes(since: revision),
           let applied = cached.applying(changes) {
            return applied
        }
        return CatalogSnapshot(placed: try feed.placedCatalog(), source: store.location)
    }

    /// Says the store changed elsewhere (another replica wrote): the revision is checked and the snapshot read
    /// again now, rather than at the next periodic check.
    public func storeChanged() async {
        cache.withLock { $0.checked = ContinuousClock.now - .seconds(86_400) }
        _ = try? await snapshot()
    }

    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        try await write { store throws(CatalogStoreError) in try store.add(recipes) }
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await write { store throws(CatalogStoreError) in try store.replace(slug: slug, with: recipe, expecting: expected) }
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await write { store throws(CatalogStoreError) in try store.remove(slug: slug, expecting: expected) }
    }

    public func favorites() async throws(CatalogStoreError) -> [String] {
        try await offload { [store] () throws(CatalogStoreError) in try store.favorites() }
    }

    public func setFavorite(slug: String, _ isFavorite: Bool) async throws(CatalogStoreError) -> Bool {
        // Favorites are not part of the recipes' revision, so the snapshot stays valid.
        try await offload { [store] () throws(CatalogStoreError) in
            isFavorite ? try store.addFavorite(slug: slug) : try store.removeFavorite(slug: slug)
        }
    }

    private func write<T: Sendable>(_ operation: @escaping @Sendable (any CatalogStoreProtocol) throws(CatalogStoreError) -> T) async throws(CatalogStoreError) -> T {
        let store = self.store
        defer { cache.withLock { $0.snapshot = nil; $0.generation += 1 } }
        return try await offload { () throws(CatalogStoreError) in try operation(store) }
    }

    /// Runs a blocking store call off the cooperative pool, so waiting on SQLite never stalls other requests.
    private func offload<T: Sendable>(_ work: @escaping @Sendable () throws(CatalogStoreError) -> T) async throws(CatalogStoreError) -> T {
        let result: Result<T, CatalogStoreError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(CatalogStoreError) in try work() })
            }
        }
        return try result.get()
    }
}
