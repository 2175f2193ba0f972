import RecipesKit

/// A list view that takes runs, recording each call, for tests of presenters that stream a list.
public final class CapturingStreamingView: RecipeListStreamingViewProtocol {
    /// One call the presenter made.
    public enum Call: Equatable, Sendable {
        case list(RecipeListViewModel)
        case run([Recipe], after: Int)
        case finished(Int)
        case empty(String)
        case error(String)
    }

    private let recorded = CallLog<Call>()

    public init() {}

    /// Every call so far, in order.
    public var calls: [Call] { recorded.entries }

    public func show(list: RecipeListViewModel) async { record(.list(list)) }
    public func show(run recipes: [Recipe], after shown: Int) async { record(.run(recipes, after: shown)) }
    public func finish(runs total: Int) async { record(.finished(total)) }
    public func show(empty message: String) async { record(.empty(message)) }
    public func show(error message: String) async { record(.error(message)) }

    private func record(_ call: Call) {
        recorded.append(call)
    }
}
