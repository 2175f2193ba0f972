import Foundation
import RecipesKit
import Synchronization

/// A repository over a catalog store: reads from a snapshot, writes through the store, one transaction each.
///
/// The snapshot is refreshed when the store's revision moves: checked every `recheckInterval` by `maintain()` (a
/// service beside the server), and by the first reader after a write here or one the store's change signal
/// reports elsewhere. One refresh runs at a time. Readers never wait for a periodic check; after a write (here or
/// elsewhere) they wait for the refresh that can see it, but never longer than `refreshWait`: a stalled database
/// leaves them the snapshot they have, marked stale. A refresh applies the changes since the snapshot's revision
/// when the store offers a change feed.
public final class StoreCatalogRepository: CatalogRepository {
    typealias Refresh = Task<Result<CatalogSnapshot, CatalogError>, Never>

    struct Cache {
        var snapshot: CatalogSnapshot?
        var checked = ContinuousClock.now
        /// Bumped by every write here and every notice of one elsewhere; a snapshot is current only when it was
        /// read after the last bump.
        var generation = 0
        var readGeneration = -1
        var refresh: (task: Refresh, generation: Int)?
        /// Why the snapshot may be out of date (the store could not be reached, or is slow to answer), or nil.
        var staleness: String?
        /// Whether `maintain()` is checking the store, so that a check long overdue means the store is not answering.
        var maintained = false
        /// The favorites as of the last check (they are no part of the revision), answered from like the snapshot.
        var favorites: [String]?
        /// When the store last showed it answers (a write committed, a notification came), so that a check that
        /// started before it and failed, or is still out, does not mark the snapshot stale.
        var answered = ContinuousClock.now
        /// The store's identity, read with the first snapshot: it is fixed for the store's life.
        var identity: String?
    }

    let store: any CatalogStoreProtocol
    private let changeFeed: (any CatalogChangeFeed)?
    let changeSignal: (any CatalogChangeSignal)?
    let cache = Mutex(Cache())
    /// How long a snapshot is used before the store's revision is checked again (writes by other processes).
    let recheckInterval: Duration
    /// The store's meal plan and pantry, when it keeps them.
    public let mealPlan: (any MealPlanStoreProtocol)?
    /// The store's personal marks, when it keeps them.
    public let personal: (any PersonalStoreProtocol)?
    /// The store's uploaded pictures, when it keeps them.
    public let pictures: (any PictureStoreProtocol)?
    /// How long a reader waits for a refresh it needs (after a write) before answering from the snapshot.
    private let refreshWait: Duration
    /// What this replica knows of its change signal.
    public let replicaHealth: ReplicaHealth
    /// The store's pool of connections, when it has one.
    private let pool: (any ConnectionPoolReporting)?

    /// A repository over an opened store, using what it offers: its change feed for refreshes and its change
    /// signal for writes made elsewhere (`listen()`); `staleAfter` is how long a lost signal is tolerated.
    public init(
        opened: OpenedStore, recheckInterval: Duration = .milliseconds(500), refreshWait: Duration = .seconds(2),
        staleAfter: Duration = .seconds(10)
    ) {
        store = opened.store
        mealPlan = opened.mealPlan
        personal = opened.personal
        pictures = opened.pictures
        changeFeed = opened.changeFeed
        changeSignal = opened.changeSignal
        pool = opened.pool
        self.recheckInterval = recheckInterval
        self.refreshWait = refreshWait
        replicaHealth = ReplicaHealth(staleAfter: staleAfter)
    }

    /// A repository over a store that offers nothing more than it is (its meal plan, when it keeps one).
    public convenience init(store: any CatalogStoreProtocol, recheckInterval: Duration = .milliseconds(500)) {
        self.init(opened: OpenedStore(store: store, mealPlan: store as? any MealPlanStoreProtocol, accounts: store as? any AccountStoreProtocol, sessions: store as? any SessionStoreProtocol, personal: store as? any PersonalStoreProtocol, pictures: store as? any PictureStoreProtocol), recheckInterval: recheckInterval)
    }

    public var readOnlyReason: String? { nil }

    public var staleness: String? {
        cache.withLock { cache in
            if let staleness = cache.staleness { return staleness }
            let now = ContinuousClock.now
            guard isOverdue(cache, at: now) else { return nil }
            let revision = cache.snapshot?.revision.map { " of revision \($0)" } ?? ""
            let silence = max(cache.checked, cache.answered).duration(to: now)
            return "the store has not answered for \(Self.seconds(silence)); answering from the snapshot\(revision)"
        }
    }

    /// Whether the periodic check has not come back for a while: the store is slow or stalled.
    private func isOverdue(_ cache: Cache, at now: ContinuousClock.Instant) -> Bool {
        cache.maintained && max(cache.checked, cache.answered).duration(to: now) > recheckInterval * 3 + .seconds(1)
    }

    public var healthProblem: String? {
        guard changeSignal != nil else { return nil }
        return replicaHealth.problem(storeReachable: staleness == nil)
    }

    public var currentSnapshot: CatalogSnapshot? { cache.withLock { $0.snapshot } }

    public var poolUse: ConnectionPoolUse? { pool?.poolUse() }

    public var listener: ListenerState? { changeSignal == nil ? nil : replicaHealth.listener }

    public var snapshotAge: Duration? {
        cache.withLock { cache in cache.snapshot == nil ? nil : max(cache.checked, cache.answered).duration(to: .now) }
    }

    public func snapshot() async throws(CatalogError) -> CatalogSnapshot {
        let now = ContinuousClock.now
        let (current, refresh) = cache.withLock { cache -> (CatalogSnapshot?, Refresh?) in
            guard let snapshot = cache.snapshot, cache.readGeneration == cache.generation else {
                // Nothing read yet, or a write (here or elsewhere) since: wait for a refresh that can see it.
                let running = cache.refresh.flatMap { $0.generation == cache.generation ? $0.task : nil }
                let task = running ?? startRefresh(&cache)
                // Unless the store is known not to answer: one reader waiting `refreshWait` is enough to know
                // it, and the next ones answer from the snapshot (said to be stale) while the refresh goes on.
                if let snapshot = cache.snapshot, cache.staleness != nil || isOverdue(cache, at: now) {
                    return (snapshot, nil)
                }
                return (nil, task)
            }
            // Only the periodic check is due: answer from the snapshot while it runs, so no reader (nor haproxy's
            // health check) waits on a slow or unreachable store.
            if cache.checked.duration(to: now) >= recheckInterval, cache.refresh == nil { _ = startRefresh(&cache) }
            return (snapshot, nil)
        }
        if let current { return current }
        guard let refresh else { throw CatalogError(kind: .unreachable, source: store.location, reason: "no snapshot") }
        // The first read has nothing to fall back on: it waits as long as the store's own deadlines let it.
        guard currentSnapshot != nil else { return try await refresh.value.get() }
        if let result = await refresh.value(within: refreshWait) { return try result.get() }
        // The store is slow to answer: the snapshot there is, said to be stale, rather than a wait.
        return try cache.withLock { cache throws(CatalogError) -> CatalogSnapshot in
            guard let snapshot = cache.snapshot else {
                throw CatalogError(kind: .unreachable, source: store.location, reason: "no answer within \(Self.seconds(refreshWait))")
            }
            if cache.staleness == nil {
                let revision = snapshot.revision.map { " of revision \($0)" } ?? ""
                cache.staleness = "the store has not answered for \(Self.seconds(refreshWait)); answering from the snapshot\(revision)"
            }
            return snapshot
        }
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
        do throws(CatalogStoreError) {
            let revision = try await store.revision()
            let snapshot: CatalogSnapshot
            if let cached, cached.revision == revision {
                snapshot = cached
            } else {
                snapshot = try await Self.read(store, feed: changeFeed, after: cached, identity: try await identity())
                // A patched snapshot comes with its index; a new one starts building its own now, not at its
                // first query.
                snapshot.prepare()
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
                // The store answered since this refresh started (a write here): its failure is old news.
                if let cached, started >= cache.answered {
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

    public func storeIdentity() async throws(CatalogStoreError) -> String { try await identity() }

    /// The store's identity, read once.
    private func identity() async throws(CatalogStoreError) -> String {
        if let known = cache.withLock({ $0.identity }) { return known }
        let identity = try await store.identity()
        cache.withLock { $0.identity = identity }
        return identity
    }

    /// The store's catalog now: `cached` with the changes since its revision applied, when the store has a change
    /// feed (at a million recipes a write then costs its own size, not a reload), else read whole. `identity` is the
    /// store's, for the catalog's ETag.
    static func read(
        _ store: any CatalogStoreProtocol, feed: (any CatalogChangeFeed)?, after cached: CatalogSnapshot?, identity: String
    ) async throws(CatalogStoreError) -> CatalogSnapshot {
        guard let feed else {
            let revision = try await store.revision()
            // The snapshot keeps the recipes as their bytes.
            var everything = CatalogNarrowing.none
            everything.compactsBytes = true
            return CatalogSnapshot(
                stored: try await store.recipes(narrowedBy: everything), source: store.location, revision: revision, identity: identity)
        }
        if let cached, let revision = cached.revision, let changes = try await feed.changes(since: revision),
           let applied = cached.applying(changes) {
            return applied
        }
        return CatalogSnapshot(placed: try await feed.placedCatalog(), source: store.location, identity: identity)
    }

    /// Says the store changed elsewhere (another replica wrote): the next reader waits for a refresh that sees it,
    /// rather than for the next periodic check. Nothing is read now: under a burst of writes the refreshes would
    /// follow each other for no reader at all, and one refresh, when a reader comes, applies them all.
    public func storeChanged() {
        cache.withLock { $0.generation += 1 }
    }

    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        written(try await store.add(recipes))
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        written(try await store.replace(slug: slug, with: recipe, expecting: expected))
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        written(try await store.remove(slug: slug, expecting: expected))
    }

    /// The favorites as of the last periodic check (at most `recheckInterval` old, and at once after a change
    /// here), so that a stalled store holds no reader; read from the store when no check has run.
    public func favorites() async throws(CatalogStoreError) -> [String] {
        if let favorites = cache.withLock({ $0.maintained ? $0.favorites : nil }) { return favorites }
        return try await store.favorites()
    }

    public func setFavorite(slug: String, _ isFavorite: Bool) async throws(CatalogStoreError) -> Bool {
        // Favorites are not part of the recipes' revision, so the snapshot stays valid.
        let changed = isFavorite ? try await store.addFavorite(slug: slug) : try await store.removeFavorite(slug: slug)
        if changed { favoriteChanged(slug: slug, isFavorite) }
        return changed
    }

    public func favoriteChanged(slug: String, _ isFavorite: Bool) {
        cache.withLock { cache in
            guard var favorites = cache.favorites else { return }
            favorites.removeAll { $0 == slug }
            if isFavorite { favorites.append(slug) }
            cache.favorites = favorites
        }
    }

    /// Marks the snapshot for a refresh after a committed write: it stays, as the base the write's changes are
    /// applied to, and the next read refreshes it first.
    private func written<T>(_ result: T) -> T {
        cache.withLock { cache in
            cache.generation += 1
            // The store just answered: the next reader waits for the refresh that sees this write.
            cache.staleness = nil
            cache.answered = .now
        }
        return result
    }

    private static func seconds(_ duration: Duration) -> String {
        let seconds = duration.inSeconds
        return seconds.rounded() == seconds ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
