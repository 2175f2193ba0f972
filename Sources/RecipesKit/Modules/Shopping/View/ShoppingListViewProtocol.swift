import Foundation

/// Shows a shopping list, or says why there is none.
public protocol ShoppingListViewProtocol: Sendable {
    /// Shows the list.
    func show(shoppingList: ShoppingList) async
    /// Says why it could not be made.
    func show(error message: String) async
}
