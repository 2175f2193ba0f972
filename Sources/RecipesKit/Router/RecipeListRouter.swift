import Foundation

/// Composes a list module (`list`, `filter`, `search`): presenter, view and interactors, wired through protocols.
public enum RecipeListRouter {
    /// Builds the module for `request`; run it with `fetchRecipes()`.
    public static func makeModule(
        request: RecipeListRequest, configuration: ModuleConfiguration
    ) async -> any RecipeListPresenterProtocol {
        let presenter = RecipeListPresenter(request: request, view: configuration.view)
        let fetchData = FetchDataInteractor(service: configuration.facade, presenter: presenter, narrowing: request.narrowing)
        let filterData = FilterDataInteractor(presenter: presenter)
        await presenter.attach(fetchData: fetchData, filterData: filterData)
        return presenter
    }
}
