import Foundation

/// Composes an edit module (`add`, `edit`, `remove`, `favorites add|remove`): interactor, presenter and view.
public enum CatalogEditRouter {
    /// Builds the module over `dependencies` (names resolve in its facade, recipes go to its writer, favorites to
    /// its store), showing on `view`; run it with `present(_:)`.
    public static func makeModule(dependencies: ModuleDependencies, view: (any CatalogEditViewProtocol)?) -> any CatalogEditPresenterProtocol {
        let interactor = CatalogEditInteractor(
            namedRecipes: NamedRecipesInteractor(facade: dependencies.facade), source: dependencies.facade.sourceDescription,
            writer: dependencies.writer, favorites: dependencies.favorites)
        return CatalogEditPresenter(interactor: interactor, view: view)
    }
}
