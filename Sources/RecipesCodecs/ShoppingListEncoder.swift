import Foundation
import RecipesKit

/// Writes a shopping list as JSON: what `recipes shop --format json` prints and `GET /plan/shopping` answers.
public enum ShoppingListEncoder {
    /// `{"recipes": […], "scale": "2", "aisles": [{"aisle": …, "items": [{"name", "amounts", "recipes", "notes"?}]}]}`,
    /// with `"pantry": [item]`, `"plan": {"from", "to"}` and `"missing": [name]` when they apply, and a newline.
    public static func encode(_ list: ShoppingList) -> [UInt8] {
        var document: [String: Any] = [
            "recipes": list.recipes,
            "scale": list.scale.description,
            "aisles": list.aisles.map { aisle in ["aisle": aisle.name, "items": aisle.items.map(object)] as [String: Any] },
        ]
        if !list.pantry.isEmpty { document["pantry"] = list.pantry.map(object) }
        if let plan = list.plan { document["plan"] = ["from": plan.lowerBound.iso, "to": plan.upperBound.iso] }
        if !list.missing.isEmpty { document["missing"] = list.missing }
        return PrettyJSON.bytes(document)
    }

    private static func object(_ item: ShoppingList.Item) -> [String: Any] {
        var fields: [String: Any] = ["name": item.name, "amounts": item.amounts, "recipes": item.recipes]
        if !item.notes.isEmpty { fields["notes"] = item.notes }
        return fields
    }
}
