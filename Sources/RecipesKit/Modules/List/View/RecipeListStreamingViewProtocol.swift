import Foundation

/// A list view that can show a whole list's recipes as they are found, a run at a time, rather than all at once.
public protocol RecipeListStreamingViewProtocol: RecipeListViewProtocol {
    /// Shows the next matches, in order, after `shown` recipes already were; never called with none.
    func show(run recipes: [Recipe], after shown: Int) async
    /// Ends a list of `total` recipes shown in runs (at least one).
    func finish(runs total: Int) async
    /// Whether more runs are still wanted: false once no one reads them (the reader closed the pipe).
    var wantsMore: Bool { get }
}

extension RecipeListStreamingViewProtocol {
    /// A view that always shows what it is given.
    public var wantsMore: Bool { true }
}
