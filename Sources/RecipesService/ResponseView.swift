import RecipesKit
import Synchronization

/// The HTTP view of a list module: it keeps what the presenter showed, for the controller to answer with.
final class ResponseView: RecipeListViewProtocol {
    /// What the presenter showed.
    enum Shown: Sendable {
        case list(RecipeListViewModel)
        case empty
        case error(String)
    }

    private let shown = Mutex<Shown?>(nil)

    /// The last thing shown; nil if the presenter showed nothing.
    var result: Shown? { shown.withLock { $0 } }

    func show(list: RecipeListViewModel) async { shown.withLock { $0 = .list(list) } }
    func show(empty message: String) async { shown.withLock { $0 = .empty } }
    func show(error message: String) async { shown.withLock { $0 = .error(message) } }
}
