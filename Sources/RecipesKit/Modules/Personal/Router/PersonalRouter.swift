import Foundation

/// Composes the personal module (`rate`, `note`, `cooked`): names resolved in the catalog read, marks in the store.
public enum PersonalRouter {
    /// Builds the module over `dependencies` (its facade for names) and `store`, showing on `view`.
    public static func makeModule(
        dependencies: ModuleDependencies, store: any PersonalStoreProtocol, view: (any PersonalViewProtocol)?
    ) -> any PersonalPresenterProtocol {
        PersonalPresenter(
            namedRecipes: NamedRecipesInteractor(facade: dependencies.facade), store: store, view: view)
    }
}
