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
    /// Whether a page past the end of the matches is shown empty with their count, as the API pages, rather than
    /// said to be empty (a command's exit status 1).
    public var showsPagesPastTheEnd = false
    /// Terms every match contains, so sources can skip the rest early; `filter` decides, unless the request was
    /// made from a query (`init(query:…)`), whose terms a source may decide instead (`CatalogNarrowing.terms`).
    public var narrowing: CatalogNarrowing {
        // A narrowing set apart from its filter cannot say it is that filter's query.
        didSet { narrowing.terms = nil }
    }

    /// Creates a request. Its narrowing only narrows: a query in it (`terms`) is dropped, since nothing ties it to
    /// `filter`.
    public init(
        filter: @escaping RecipeFilter = Filter.everything, ordering: RecipeOrdering = .catalog,
        page: RecipePage = .all, emptyMessage: String = "no recipes", narrowing: CatalogNarrowing = .none
    ) {
        self.narrowing = narrowing
        self.narrowing.terms = nil
        self.filter = filter
        self.ordering = ordering
        self.page = page
        self.emptyMessage = emptyMessage
    }

    /// Whether `fetched` are exactly this request's matches: a source decided the query the request was made from on
    /// every recipe, so no predicate needs to run.
    func isAnswered(by fetched: FetchedRecipes) -> Bool {
        fetched.areMatches && narrowing.terms != nil
    }

    /// Creates a request for `query`'s matches: its filter and its narrowing, with the query a source may decide.
    public init(query: RecipeQuery, ordering: RecipeOrdering = .catalog, page: RecipePage = .all, emptyMessage: String = "no recipes") {
        narrowing = query.narrowing
        filter = query.filter
        self.ordering = ordering
        self.page = page
        self.emptyMessage = emptyMessage
    }
}
