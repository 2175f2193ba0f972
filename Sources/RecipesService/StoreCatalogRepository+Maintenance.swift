import Foundation
import RecipesKit

/// The service beside the server that keeps a repository's snapshot fresh: a periodic revision check, and the
/// store's change signal when it has one.
extension StoreCatalogRepository {
    /// Keeps the snapshot fresh until cancelled: checks the store's revision every `recheckInterval` (a write by
    /// another process is seen within that), and listens to its change signal when it has one (a write elsewhere
    /// is seen as it commits, and the signal's state feeds `/health`).
    public func maintain() async {
        cache.withLock { $0.maintained = true }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.checkPeriodically() }
            if changeSignal != nil { group.addTask { await self.listen() } }
            await group.waitForAll()
        }
    }

    /// Asks the store for its revision every `recheckInterval`: when it moved (a write whose notification was lost,
    /// or a store without notifications), the next reader refreshes; nothing more is read until one asks. A check
    /// that fails, or does not come back, marks the snapshot stale.
    fileprivate func checkPeriodically() async {
        while !Task.isCancelled {
            let started = ContinuousClock.now
            do throws(CatalogStoreError) {
                let revision = try await store.revision()
                let favorites = try await store.favorites()
                cache.withLock { cache in
                    if let snapshot = cache.snapshot, snapshot.revision != revision { cache.generation += 1 }
                    cache.favorites = favorites
                    cache.checked = started
                    cache.staleness = nil
                }
            } catch {
                cache.withLock { cache in
                    cache.checked = started
                    guard started >= cache.answered else { return }
                    let revision = cache.snapshot?.revision.map { " of revision \($0)" } ?? ""
                    cache.staleness = "the store cannot be reached (\(error.message)); answering from the snapshot\(revision)"
                }
            }
            try? await Task.sleep(for: recheckInterval)
        }
    }

    fileprivate func listen() async {
        guard let changeSignal else { return }
        await changeSignal.listen { [weak self] event in
            guard let self else { return }
            self.replicaHealth.note(event)
            switch event {
            case .listening, .changed:
                // Said over a live connection: the store answers again, so the next reader waits for its refresh.
                self.cache.withLock { cache in
                    cache.staleness = nil
                    cache.answered = .now
                }
                self.storeChanged()
            case .alive, .lost: break
            }
        }
    }
}
