import Foundation
import RecipesKit

extension JSONView: ShoppingListViewProtocol {
    /// `{"recipes": […], "scale": "2", "aisles": [{"aisle": …, "items": [{"name", "amounts", "recipes", "notes"?}]}]}`.
    public func show(shoppingList: ShoppingList) async {
        let document: [String: Any] = [
            "recipes": shoppingList.recipes,
            "scale": shoppingList.scale.description,
            "aisles": shoppingList.aisles.map { aisle in
                [
                    "aisle": aisle.name,
                    "items": aisle.items.map { item -> [String: Any] in
                        var fields: [String: Any] = ["name": item.name, "amounts": item.amounts, "recipes": item.recipes]
                        if !item.notes.isEmpty { fields["notes"] = item.notes }
                        return fields
                    },
                ] as [String: Any]
            },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        console.write(Array(data) + [0x0A])
    }
}
