import Foundation

/// Builds the shopping list for the recipes the interactor finds, and drives the view.
public struct ShoppingListPresenter: Sendable {
    private let interactor: NamedRecipesInteractor
    private let view: any ShoppingListViewProtocol

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: NamedRecipesInteractor, view: any ShoppingListViewProtocol) {
        self.interactor = interactor
        self.view = view
    }

    /// Shows the list for `names` with quantities multiplied by `scale`.
    public func present(names: [String], scale: Fraction = .one) async -> ModuleOutcome {
        do {
            let recipes = try await interactor.recipes(named: names)
            await view.show(shoppingList: ShoppingList(recipes: recipes, scale: scale, guessAisle: AisleGuess.aisle(for:)))
            return .shown
        } catch {
            await view.show(error: error.message)
            return .failed(error.failure)
        }
    }
}
