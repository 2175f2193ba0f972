import Foundation

/// Composes the shopping-list module (`shop`): interactor, presenter and view.
public enum ShoppingListRouter {
    /// Builds the module over `facade`, writing to `view`.
    public static func makeModule(facade: any FacadeProtocol, view: any ShoppingListViewProtocol) -> ShoppingListPresenter {
        ShoppingListPresenter(interactor: NamedRecipesInteractor(facade: facade), view: view)
    }
}
