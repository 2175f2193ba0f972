import Foundation

/// Shows a shopping list, or says why there is none.
public protocol ShoppingListViewProtocol: Sendable {
    /// Shows the list.
    func show(shoppingList: ShoppingList) async
    /// Says why it could not be made.
    func show(error message: String) async
    /// Says nothing is planned in the days asked, with the list that makes (no items), for a view that shows one.
    func show(nothingPlanned list: ShoppingList, message: String) async
}

extension ShoppingListViewProtocol {
    /// By default, the message alone.
    public func show(nothingPlanned list: ShoppingList, message: String) async {
        await show(error: message)
    }
}
