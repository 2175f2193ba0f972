import Foundation

/// What a list module shows: which recipes, in what order, which page, and what to say when there are none.
public struct RecipeListRequest: Sendable {
    /// The predicate recipes must match.
    public var filter: RecipeFilter {
        // A filter changed after the request was built (favorites only) asks more than its narrowing says.
        didSet { narrowing = narrowing.incomplete }
    }
    /// The order before paging.
    public var ordering: RecipeOrdering
    /// The slice to show.
    public var page: RecipePage
    /// What to say when nothing matched, such as `no recipes match the filter`.
    public var emptyMessage: String
    /// Terms every match contains, so sources can skip the rest early; `filter` still decides.
    public var narrowing: CatalogNarrowing

    /// Creates a request.
    public init(
        filter: @escaping RecipeFilter = Filter.everything, ordering: RecipeOrdering = .catalog,
        page: RecipePage = .all, emptyMessage: String = "no recipes", narrowing: CatalogNarrowing = .none
    ) {
        self.narrowing = narrowing
        self.filter = filter
        self.ordering = ordering
        self.page = page
        self.emptyMessage = emptyMessage
    }
}
