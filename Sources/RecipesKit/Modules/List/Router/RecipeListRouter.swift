import Foundation

/// Composes a list module (`list`, `filter`, `search`): presenter, view and interactors, wired through protocols.
public enum RecipeListRouter {
    /// Builds the module for `request`; run it with `fetchRecipes()`.
    public static func makeModule(request: RecipeListRequest, configuration: ModuleConfiguration) -> any RecipeListPresenterProtocol {
        makeModule(request: request, view: configuration.view, facade: configuration.facade)
    }

    /// Builds the module with a view of the caller's, such as an HTTP response view.
    public static func makeModule(
        request: RecipeListRequest, view: any RecipeListViewProtocol, facade: any FacadeProtocol
    ) -> any RecipeListPresenterProtocol {
        RecipeListPresenter(
            request: request, view: view, fetchData: FetchDataInteractor(service: facade, narrowing: request.narrowing),
            filterData: FilterDataInteractor())
    }
}
