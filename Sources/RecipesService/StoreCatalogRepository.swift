import Dispatch
import Foundation
import RecipesKit
import Synchronization

/// A repository over a catalog store: reads from a snapshot, writes through the store, one transaction each.
///
/// The snapshot is refreshed when the store's revision moves (checked every `recheckInterval`, at once after a
/// write here, or when told of one elsewhere), by one refresh at a time: callers arriving meanwhile wait for it
/// rather than each reading the store. A refresh applies the changes since the snapshot's revision when the store
/// can say what they are.
public final class StoreCatalogRepository: CatalogRepository {
    private typealias Refresh = Task<Result<CatalogSnapshot, CatalogError>, Never>

    private struct Cache {
        var snapshot: CatalogSnapshot?
        var checked = ContinuousClock.now
        /// Bumped by every write here and every notice of one elsewhere; a snapshot is current only when it was
        /// read after the last bump.
        var generation = 0
        var readGeneration = -1
        var refresh: (task: Refresh, generation: Int)?
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
        let (current, refresh) = cache.withLock { cache -> (CatalogSnapshot?, Refresh?) in
            guard let snapshot = cache.snapshot, cache.readGeneration == cache.generation else {
                // Nothing read yet, or a write (here or elsewhere) since: wait for a refresh that can see it.
                if let running = cache.refresh, running.generation == cache.generation { return (nil, running.task) }
                return (nil, startRefresh(&cache))
            }
            // Only the periodic check is due: answer from the snapshot while it runs, so no reader (nor haproxy's
            // health check) waits on a slow or unreachable store.
            if cache.checked.duration(to: now) >= recheckInterval, cache.refresh == nil { _ = startRefresh(&cache) }
            return (snapshot, nil)
        }
        if let current { return current }
        guard let refresh else { throw CatalogError(kind: .unreachable, source: store.location, reason: "no snapshot") }
        return try await refresh.value.get()
    }

    private func startRefresh(_ cache: inout Cache) -> Refresh {
        let generation = cache.generation
        let task = Refresh { await self.refresh(generation: generation) }
        cache.refresh = (task, generation)
        return task
    }

    /// Reads the store's revision, and the catalog when it moved; on failure keeps answering from the snapshot.
    private func refresh(generation: Int) async -> Result<CatalogSnapshot, CatalogError> {
        let cached = cache.withLock { $0.snapshot }
        let started = ContinuousClock.now
        do {
            let revision = try await offload { [store] () throws(CatalogStoreError) in try store.revision() }
            let snapshot: CatalogSnapshot
            if let cached, cached.revision == revision {
                snapshot = cached
            } else {
                snapshot = try await offload { [store] () throws(CatalogStoreError) in try Self.read(store, after: cached) }
            }
            cache.withLock { cache in
                // A slower refresh never replaces what a newer one read.
                if (cache.snapshot?.revision ?? Int.min) <= (snapshot.revision ?? Int.min) { cache.snapshot = snapshot }
                cache.readGeneration = max(cache.readGeneration, generation)
                cache.checked = started
                cache.staleness = nil
                if cache.refresh?.generation == generation { cache.refresh = nil }
            }
            return .success(snapshot)
        } catch {
            let location = store.location
            cache.withLock { cache in
                if cache.refresh?.generation == generation { cache.refresh = nil }
                // Reads go on from the last snapshot while the store is away (a restarting PostgreSQL), said in a
                // header; writes fail on their own with 503.
                if let cached {
                    let revision = cached.revision.map { " of revision \($0)" } ?? ""
                    cache.staleness = "the store cannot be reached (\(error.message)); answering from the snapshot\(revision)"
                    cache.readGeneration = max(cache.readGeneration, generation)
                    cache.checked = started
                }
            }
            if let cached { return .success(cached) }
            return .failure(CatalogError(kind: .unreachable, source: location, reason: error.message))
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
        cache.withLock { $0.generation += 1 }
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
        let result = try await offload { () throws(CatalogStoreError) in try operation(store) }
        // The snapshot stays, as the base the write's changes are applied to; the next read refreshes it first.
        cache.withLock { $0.generation += 1 }
        return result
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
