import Foundation

/// Drives a list module: fetch, filter, order, page, and show.
public protocol RecipeListPresenterProtocol: Sendable {
    /// Runs the module once and says how it ended.
    func fetchRecipes() async -> ModuleOutcome
}

/// Turns fetched recipes into a list view model for `list`, `filter` and `search`.
public struct RecipeListPresenter: RecipeListPresenterProtocol {
    private let request: RecipeListRequest
    private let view: any RecipeListViewProtocol
    private let fetchData: any FetchDataInteractorProtocol
    private let filterData: any FilterDataInteractorProtocol

    /// Creates a presenter for `request` that gets recipes from `fetchData`, keeps those `filterData` matches and
    /// shows them on `view`.
    public init(
        request: RecipeListRequest, view: any RecipeListViewProtocol, fetchData: any FetchDataInteractorProtocol,
        filterData: any FilterDataInteractorProtocol
    ) {
        self.request = request
        self.view = view
        self.fetchData = fetchData
        self.filterData = filterData
    }

    public func fetchRecipes() async -> ModuleOutcome {
        let recipes: [Recipe]
        do {
            recipes = try await fetchData.perform()
        } catch {
            await view.show(error: error.description)
            return .failed(.catalog(error))
        }
        return await present(filtered: await filterData.perform(filter: request.filter, on: recipes))
    }

    /// Orders and pages the matching recipes and shows them, or says why there are none.
    public func present(filtered recipes: [Recipe]) async -> ModuleOutcome {
        let page = request.page.apply(to: request.ordering.apply(to: recipes))
        guard !page.isEmpty else {
            let message = recipes.isEmpty || request.page.offset == 0
                ? request.emptyMessage
                : "no recipes at offset \(request.page.offset) (\(recipes.count) matched)"
            await view.show(empty: message)
            return .empty
        }
        await view.show(list: RecipeListViewModel(recipes: page, totalCount: recipes.count, offset: request.page.offset))
        return .shown
    }
}
