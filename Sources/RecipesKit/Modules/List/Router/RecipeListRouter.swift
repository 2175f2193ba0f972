import Foundation

/// Composes a list module (`list`, `filter`, `search`): presenter, view and interactors, wired through protocols.
public enum RecipeListRouter {
    /// Builds the module for `request`; run it with `fetchRecipes()`.
    public static func makeModule(
        request: RecipeListRequest, configuration: ModuleConfiguration
    ) async -> any RecipeListPresenterProtocol {
        await makeModule(request: request, view: configuration.view, facade: configuration.facade)
    }

    /// Builds the module with a view of the caller's, such as an HTTP response view.
    public static func makeModule(
        request: RecipeListRequest, view: any RecipeListViewProtocol, facade: any FacadeProtocol
    ) async -> any RecipeListPresenterProtocol {
        let presenter = RecipeListPresenter(request: request, view: view)
        let fetchData = FetchDataInteractor(service: facade, presenter: presenter, narrowing: request.narrowing)
        let filterData = FilterDataInteractor(presenter: presenter)
        await presenter.attach(fetchData: fetchData, filterData: filterData)
        return presenter
    }
}
