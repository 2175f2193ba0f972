import Foundation

/// Drives the shopping-list module.
public protocol ShoppingListPresenterProtocol: Sendable {
    /// Shows the list for `request`'s recipes, their quantities scaled.
    func present(_ request: ShoppingListRequest) async -> Presented<ShoppingList>
}

/// Builds the shopping list for the recipes the interactor finds, and drives the view.
public struct ShoppingListPresenter: ShoppingListPresenterProtocol {
    private let interactor: any NamedRecipesInteractorProtocol
    private let view: (any ShoppingListViewProtocol)?

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: any NamedRecipesInteractorProtocol, view: (any ShoppingListViewProtocol)?) {
        self.interactor = interactor
        self.view = view
    }

    public func present(_ request: ShoppingListRequest) async -> Presented<ShoppingList> {
        do {
            let recipes = try await interactor.recipes(named: request.names)
            let list = ShoppingList(recipes: recipes, scale: request.scale, guessAisle: AisleGuess.aisle(for:))
            await view?.show(shoppingList: list)
            return .shown(list)
        } catch {
            await view?.show(error: error.message)
            return .failed(error.failure, message: error.message)
        }
    }
}
