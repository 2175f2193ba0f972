import Foundation
import RecipesKit
import Synchronization

/// A snapshot's index: built once in the background (queries scan until it is ready), and handed on, patched, to
/// the snapshot the next common write makes.
final class SnapshotIndex: Sendable {
    private enum State {
        case none
        case building
        case ready(CatalogIndex)
    }

    private let state: Mutex<State>

    /// A slot with no index yet.
    init() {
        state = Mutex(.none)
    }

    /// A slot holding `index` already.
    init(ready index: CatalogIndex) {
        state = Mutex(.ready(index))
    }

    /// The index, when it has been built; never waits.
    var ready: CatalogIndex? {
        state.withLock { state in
            if case .ready(let index) = state { return index }
            return nil
        }
    }

    /// Starts building the index of `recipes` on a background thread, unless it is built or being built; true
    /// when this call started it.
    @discardableResult
    func buildInBackground(of recipes: [Recipe]) -> Bool {
        guard claim() else { return false }
        Task.detached(priority: .utility) { [self] in
            let index = CatalogIndex(recipes: recipes)
            state.withLock { $0 = .ready(index) }
        }
        return true
    }

    /// Builds the index of `recipes` now, unless it is built already; for tests and benchmarks that need it ready.
    func build(of recipes: [Recipe]) -> CatalogIndex {
        if let ready { return ready }
        let index = CatalogIndex(recipes: recipes)
        state.withLock { $0 = .ready(index) }
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
