import Foundation
import RecipesKit
import Synchronization

/// A snapshot's index: built once in the background (queries scan until it is ready), and handed on, patched, to
/// the snapshot the next common write makes.
final class SnapshotIndex: Sendable {
    private enum State {
        case none
        case building
        case ready(CatalogIndex, buildSeconds: Double)
    }

    private let state: Mutex<State>

    /// A slot with no index yet.
    init() {
        state = Mutex(.none)
    }

    /// A slot holding `index` already (patched from one whose build took `buildSeconds`).
    init(ready index: CatalogIndex, buildSeconds: Double) {
        state = Mutex(.ready(index, buildSeconds: buildSeconds))
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
            guard case .ready(let index, let seconds) = state else { return nil }
            return IndexStatistics(buildSeconds: seconds, keys: index.keyCount, postings: index.postingCount)
        }
    }

    /// Starts building the index of `recipes` on a background thread, unless it is built or being built; true
    /// when this call started it.
    @discardableResult
    func buildInBackground(of recipes: [Recipe]) -> Bool {
        guard claim() else { return false }
        Task.detached(priority: .utility) { [self] in
            _ = build(of: recipes)
        }
        return true
    }

    /// Builds the index of `recipes` now, unless it is built already; for tests and benchmarks that need it ready.
    func build(of recipes: [Recipe]) -> CatalogIndex {
        if let ready { return ready }
        let started = ContinuousClock.now
        let index = CatalogIndex(recipes: recipes)
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        state.withLock { $0 = .ready(index, buildSeconds: seconds) }
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

/// What a snapshot's index holds, for `/metrics`.
struct IndexStatistics: Sendable {
    /// Seconds the build took (for a patched index, the build it was patched from).
    var buildSeconds: Double
    /// Distinct ingredient names and words.
    var keys: Int
    /// Positions held in all posting lists.
    var postings: Int
}
