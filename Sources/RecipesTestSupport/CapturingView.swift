import RecipesKit
import Synchronization

/// A view that records each call, for presenter tests.
public final class CapturingView: RecipeListViewProtocol, RecipeDetailViewProtocol {
    /// One call the presenter made.
    public enum Call: Equatable, Sendable {
        case list(RecipeListViewModel)
        case detail(RecipeDetailViewModel)
        case empty(String)
        case error(String)
    }

    private let recorded = Mutex<[Call]>([])

    public init() {}

    /// Every call so far, in order.
    public var calls: [Call] { recorded.withLock { $0 } }

    public func show(list: RecipeListViewModel) async { recorded.withLock { $0.append(.list(list)) } }
    public func show(detail: RecipeDetailViewModel) async { recorded.withLock { $0.append(.detail(detail)) } }
    public func show(empty message: String) async { recorded.withLock { $0.append(.empty(message)) } }
    public func show(error message: String) async { recorded.withLock { $0.append(.error(message)) } }
}
