import Foundation

/// Drives a list module: fetch, filter, order, page, and show.
public protocol RecipeListPresenterProtocol: Sendable {
    /// Runs the module once and says how it ended.
    func fetchRecipes() async -> ModuleOutcome
}

/// Turns fetched recipes into a list view model for `list`, `filter` and `search`.
public actor RecipeListPresenter: RecipeListPresenterProtocol, FetchDataInteractorOutput, FilterDataInteractorOutput {
    private let request: RecipeListRequest
    private let view: any RecipeListViewProtocol
    private var fetchData: (any FetchDataInteractorProtocol)?
    private var filterData: (any FilterDataInteractorProtocol)?
    private var outcome: ModuleOutcome?

    /// Creates a presenter for `request` that shows on `view`; interactors are attached by the router.
    public init(request: RecipeListRequest, view: any RecipeListViewProtocol) {
        self.request = request
        self.view = view
    }

    /// Gives the presenter its interactors (they hold it weakly, so it is created first).
    public func attach(fetchData: any FetchDataInteractorProtocol, filterData: any FilterDataInteractorProtocol) {
        self.fetchData = fetchData
        self.filterData = filterData
    }

    public func fetchRecipes() async -> ModuleOutcome {
        outcome = nil
        guard let fetchData else { preconditionFailure("RecipeListPresenter.fetchRecipes: no FetchDataInteractor attached") }
        await fetchData.perform()
        if let outcome { return outcome }
        // Not "not found": an interactor that never called back is a fault in the module's wiring, said as one.
        let fault = "RecipeListPresenter.fetchRecipes: the interactors reported nothing"
        await view.show(error: "internal error: \(fault)")
        return .failed(.unanswered(fault))
    }

    public func on(recipes: [Recipe]) async {
        guard let filterData else { preconditionFailure("RecipeListPresenter.on(recipes:): no FilterDataInteractor attached") }
        await filterData.perform(filter: request.filter, on: recipes)
    }

    public func on(filtered recipes: [Recipe]) async {
        let page = request.page.apply(to: request.ordering.apply(to: recipes))
        if page.isEmpty {
            let message = recipes.isEmpty || request.page.offset == 0
                ? request.emptyMessage
                : "no recipes at offset \(request.page.offset) (\(recipes.count) matched)"
            await view.show(empty: message)
            outcome = .empty
        } else {
            await view.show(list: RecipeListViewModel(recipes: page, totalCount: recipes.count, offset: request.page.offset))
            outcome = .shown
        }
    }

    public func on(error: CatalogError) async {
        await view.show(error: error.description)
        outcome = .failed(.catalog(error))
    }
}
