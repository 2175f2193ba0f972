import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: ShoppingListViewProtocol {
    /// The list as `ShoppingListEncoder` writes it.
    public func show(shoppingList: ShoppingList) async {
        console.write(ShoppingListEncoder.encode(shoppingList))
    }
}
