import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: ShoppingListViewProtocol {
    /// The list as `ShoppingListEncoder` writes it.
    public func show(shoppingList: ShoppingList) async {
        console.write(ShoppingListEncoder.encode(shoppingList))
    }

    /// An empty list is still a list for the next command in a pipeline; the message on standard error.
    public func show(nothingPlanned list: ShoppingList, message: String) async {
        console.write(ShoppingListEncoder.encode(list))
        console.writeMessage(message)
    }
}
