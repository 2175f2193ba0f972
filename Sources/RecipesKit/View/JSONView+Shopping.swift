import Foundation

extension JSONView: ShoppingListViewProtocol {
    /// `{"recipes": […], "scale": "2", "aisles": [{"aisle": …, "items": [{"name", "amounts", "recipes"}]}]}`.
    public func show(shoppingList: ShoppingList) async {
        let document: [String: Any] = [
            "recipes": shoppingList.recipes,
            "scale": shoppingList.scale.description,
            "aisles": shoppingList.aisles.map { aisle in
                [
                    "aisle": aisle.name,
                    "items": aisle.items.map { ["name": $0.name, "amounts": $0.amounts, "recipes": $0.recipes] },
                ] as [String: Any]
            },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        console.write(Array(data) + [0x0A])
    }
}
