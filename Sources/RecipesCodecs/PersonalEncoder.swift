import Foundation
import RecipesKit

/// Writes a person's marks as JSON: what `recipes rate|note|cooked --format json` print and `/me/recipes` answers.
public enum PersonalEncoder {
    /// `{"slug", "favorite", "rating" (null when none), "note", "cooked": ["YYYY-MM-DD", …], "lastCooked" (or null)}`.
    public static func object(_ marks: PersonalRecipe) -> [String: Any] {
        [
            "slug": marks.slug, "favorite": marks.isFavorite, "rating": marks.rating.map { $0 as Any } ?? NSNull(), "note": marks.note,
            "cooked": marks.cooked.map(\.iso), "lastCooked": marks.lastCooked.map { $0.iso as Any } ?? NSNull(),
        ]
    }

    /// The marks with the recipe's name, whether it is in the catalog, and whose they are (`user`, null for the
    /// household's).
    public static func object(_ shown: PersonalRecipeViewModel) -> [String: Any] {
        object(shown.marks).merging([
            "recipe": shown.recipeName, "inCatalog": shown.inCatalog, "user": shown.person.name.map { $0 as Any } ?? NSNull(),
        ]) { $1 }
    }

    /// `{"date", "recipe", "slug", "inCatalog"}`.
    public static func object(_ line: CookedLine) -> [String: Any] {
        ["date": line.day.iso, "recipe": line.recipeName, "slug": line.slug, "inCatalog": line.inCatalog]
    }

    /// What the personal module showed, and a newline: the marks as an object, the log as an array.
    public static func encode(_ shown: PersonalShown) -> [UInt8] {
        switch shown {
        case .recipe(let recipe): data(object(recipe))
        case .log(_, let lines): data(lines.map(object))
        }
    }

    /// Any of the objects above, or an array of them, and a newline.
    public static func data(_ document: Any) -> [UInt8] {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: options)) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}
