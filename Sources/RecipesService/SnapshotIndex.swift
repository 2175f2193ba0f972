import Foundation
import RecipesKit
import Synchronization

/// A snapshot's index: built once in the background (queries scan until it is ready), and handed on, patched, to
/// the snapshot the next common write makes.
final class SnapshotIndex: Sendable {
    private enum State {
        case none
        case building
        case ready(CatalogIndex, IndexStatistics)
    }

    private let state: Mutex<State>

    /// A slot with no index yet.
    init() {
        state = Mutex(.none)
    }

    /// A slot holding `index` already (patched from one whose build took `buildSeconds`).
    init(ready index: CatalogIndex, buildSeconds: Double) {
        state = Mutex(.ready(index, IndexStatistics(of: index, buildSeconds: buildSeconds)))
    }

    /// The index, when it has been built; never waits.
    var ready: CatalogIndex? {
        state.withLock { state in
            if case .ready(let index, _) = state { return index }
            return nil
        }
    }

    /// What the built index holds and how long its build took; nil until it is ready.
    var statistics: IndexStatistics? {
        state.withLock { state in
            guard case .ready(_, let statistics) = state else { return nil }
            return statistics
        }
    }

    /// Index builds, one at a time, off the concurrency pool: a build blocks its thread for seconds (at a million
    /// recipes, about 25), and writes in a row must not start builds side by side.
    private static let builds = DispatchQueue(label: "recipes.index-builds", qos: .utility)

    /// Queues a build of the index of `recipes` by `making`, after `first` and before `then`, unless it is built or
    /// queued; true when this call queued it. A build whose snapshot is gone by its turn (a newer one replaced it)
    /// is skipped, `first` and `then` with it.
    @discardableResult
    func buildInBackground(
        of recipes: [Recipe], after first: @escaping @Sendable () -> Void = {},
        making: @escaping @Sendable ([Recipe]) -> CatalogIndex = CatalogIndex.init(recipes:),
        then: @escaping @Sendable () -> Void = {}
    ) -> Bool {
        guard claim() else { return false }
        Self.builds.async { [weak self] in
            guard let self else { return }
            // The load's copies are gone by now: hand them back before the derived values and the index need more.
            ProcessMemory.returnFreed()
            first()
            // The build's freed blocks are sorted and handed back before the index is published, so that the first
            // indexed queries do not do it inside malloc.
            _ = build(of: recipes, making: making, beforePublishing: ProcessMemory.returnFreed)
            then()
        }
        return true
    }

    /// Builds the index of `recipes` now (by `making`), unless it is built already, and calls `beforePublishing`
    /// just before queries can use it; for tests and benchmarks that need it ready, and for the background build.
    func build(
        of recipes: [Recipe], making: ([Recipe]) -> CatalogIndex = CatalogIndex.init(recipes:),
        beforePublishing: () -> Void = {}
    ) -> CatalogIndex {
        if let ready { return ready }
        let started = ContinuousClock.now
        let index = making(recipes)
        let elapsed = started.duration(to: .now)
        beforePublishing()
        let statistics = IndexStatistics(of: index, buildSeconds: elapsed.inSeconds)
        state.withLock { $0 = .ready(index, statistics) }
        return index
    }

    private func claim() -> Bool {
        state.withLock { state in
            guard case .none = state else { return false }
            state = .building
            return true
        }
    }
}

/// What a snapshot's index holds, for `/metrics`; counted once, when the index is built or patched.
struct IndexStatistics: Sendable {
    /// Seconds the build took (for a patched index, the build it was patched from).
    var buildSeconds: Double
    /// Distinct ingredient names and words.
    var keys: Int
    /// Positions held in all posting lists.
    var postings: Int

    init(of index: CatalogIndex, buildSeconds: Double) {
        self.buildSeconds = buildSeconds
        keys = index.keyCount
        postings = index.postingCount
    }
}
