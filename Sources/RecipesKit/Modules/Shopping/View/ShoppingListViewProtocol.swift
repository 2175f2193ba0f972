import Foundation

/// Shows a shopping list, or says why there is none.
public protocol ShoppingListViewProtocol: Sendable {
    /// Shows the list.
    func show(shoppingList: ShoppingList) async
    /// Says why it could not be made.
    func show(error message: String) async
}

/// How a shopping list is written: for a terminal, for programs, or as a Markdown checklist.
public enum ShoppingListFormat: String, Sendable, CaseIterable {
    case text, json, markdown
}
