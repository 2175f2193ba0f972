import Foundation

/// Composes the shopping-list module (`shop`, the shopping page): interactor, presenter and view.
public enum ShoppingListRouter {
    /// Builds the module over `dependencies`' facade, showing on `view`; run it with `present(_:)`.
    public static func makeModule(dependencies: ModuleDependencies, view: (any ShoppingListViewProtocol)?) -> any ShoppingListPresenterProtocol {
        ShoppingListPresenter(interactor: NamedRecipesInteractor(facade: dependencies.facade), view: view)
    }
}
