import Foundation
import RecipesKit

/// Writes the meal plan as JSON: what `recipes plan … --format json` prints and `/plan` answers.
public enum MealPlanEncoder {
    /// `{"id", "date", "meal", "recipe", "slug", "inCatalog", "servings"?, "scale"?, "note"?}`.
    public static func object(_ meal: PlannedMealViewModel) -> [String: Any] {
        var fields: [String: Any] = [
            "id": meal.id, "date": meal.day.iso, "meal": meal.meal, "recipe": meal.recipeName, "slug": meal.slug,
            "inCatalog": meal.isInCatalog,
        ]
        switch meal.portion {
        case .asWritten: break
        case .servings(let count): fields["servings"] = count
        // As a fraction a program reads back at once (3/2), not as a cook writes it (1 1/2).
        case .scale(let factor): fields["scale"] = factor.denominator == 1 ? "\(factor.numerator)" : "\(factor.numerator)/\(factor.denominator)"
        }
        if !meal.note.isEmpty { fields["note"] = meal.note }
        if let addedBy = meal.addedBy { fields["addedBy"] = addedBy }
        return fields
    }

    /// `{"from": "2026-11-23", "to": "2026-11-29", "entries": [entry, …]}` and a newline.
    public static func encode(_ plan: MealPlanViewModel) -> [UInt8] {
        PrettyJSON.bytes(["from": plan.from.iso, "to": plan.through.iso, "entries": plan.meals.map(object)])
    }

    /// `{"action": "planned", "entry": entry}` and a newline.
    public static func encode(_ change: MealPlanChange) -> [UInt8] {
        PrettyJSON.bytes(["action": change.action.rawValue, "entry": object(change.meal)])
    }

    /// The entry alone, and a newline.
    public static func encode(_ meal: PlannedMealViewModel) -> [UInt8] {
        PrettyJSON.bytes(object(meal))
    }

    /// `{"dinner": "18:30", …}` and a newline.
    public static func encode(_ times: [MealTimeViewModel]) -> [UInt8] {
        PrettyJSON.bytes(Dictionary(times.map { ($0.meal, $0.time) }) { first, _ in first })
    }

    /// `[{"food": "salt"}, {"food": "flour", "addedBy": "ana"}, …]` and a newline: the pantry.
    public static func encode(_ foods: [PantryFood]) -> [UInt8] {
        PrettyJSON.bytes(foods.map { food -> [String: Any] in
            var fields: [String: Any] = ["food": food.name]
            if let addedBy = food.addedBy { fields["addedBy"] = addedBy }
            return fields
        })
    }
}
