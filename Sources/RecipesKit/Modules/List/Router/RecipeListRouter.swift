import Foundation

/// Composes a list module (`list`, `filter`, `search`, `GET /recipes`, the catalog page): presenter, view and
/// interactors, wired through protocols.
public enum RecipeListRouter {
    /// Builds the module over `dependencies`, showing on `view` (nil for a caller that renders the returned
    /// `Presented` itself, as the service does); run it with `present(_:)`.
    public static func makeModule(dependencies: ModuleDependencies, view: (any RecipeListViewProtocol)?) -> any RecipeListPresenterProtocol {
        RecipeListPresenter(view: view, fetchData: FetchDataInteractor(service: dependencies.facade), filterData: FilterDataInteractor())
    }
}
