import Foundation
import RecipesKit

/// Writes a person's marks as JSON: what `recipes rate|note|cooked --format json` print and `/me/recipes` answers.
/// Written directly, keys in sorted order and no spaces (`JSONSerialization` with sorted keys compares them through
/// the locale, most of the time of a large answer).
public enum PersonalEncoder {
    /// `{"cooked": ["YYYY-MM-DD", …], "favorite", "inCatalog", "lastCooked" (or null), "note", "rating" (null when
    /// none), "recipe", "slug", "user" (null for the household's)}` and a newline.
    public static func encode(_ recipe: PersonalRecipeViewModel) -> [UInt8] {
        var output: [UInt8] = []
        write(recipe, to: &output)
        return output + [0x0A]
    }

    /// An array of them, and a newline.
    public static func encode(_ recipes: [PersonalRecipeViewModel]) -> [UInt8] {
        var output: [UInt8] = [0x5B]
        output.reserveCapacity(recipes.count * 160)
        for (index, recipe) in recipes.enumerated() {
            if index > 0 { output.append(0x2C) }
            write(recipe, to: &output)
        }
        return output + [0x5D, 0x0A]
    }

    /// `[{"date", "inCatalog", "recipe", "slug"}, …]` and a newline.
    public static func encode(_ lines: [CookedLine]) -> [UInt8] {
        var output: [UInt8] = [0x5B]
        for (index, line) in lines.enumerated() {
            if index > 0 { output.append(0x2C) }
            field("date", first: true, &output)
            string(line.day.iso, &output)
            field("inCatalog", &output)
            boolean(line.inCatalog, &output)
            field("recipe", &output)
            string(line.recipeName, &output)
            field("slug", &output)
            string(line.slug, &output)
            output.append(0x7D)
        }
        return output + [0x5D, 0x0A]
    }

    /// What the personal module showed, and a newline: the marks as an object, the log as an array.
    public static func encode(_ shown: PersonalShown) -> [UInt8] {
        switch shown {
        case .recipe(let recipe): encode(recipe)
        case .log(_, let lines): encode(lines)
        }
    }

    /// `{"role": "editor", "user": "ana"}` (`user` null for the household's shared token) and a newline.
    public static func encode(user: String?, role: String) -> [UInt8] {
        var output: [UInt8] = []
        field("role", first: true, &output)
        string(role, &output)
        field("user", &output)
        optionalString(user, &output)
        return output + [0x7D, 0x0A]
    }

    private static func write(_ recipe: PersonalRecipeViewModel, to output: inout [UInt8]) {
        let marks = recipe.marks
        field("cooked", first: true, &output)
        output.append(0x5B)
        for (index, day) in marks.cooked.enumerated() {
            if index > 0 { output.append(0x2C) }
            string(day.iso, &output)
        }
        output.append(0x5D)
        field("favorite", &output)
        boolean(marks.isFavorite, &output)
        field("inCatalog", &output)
        boolean(recipe.inCatalog, &output)
        field("lastCooked", &output)
        optionalString(marks.lastCooked?.iso, &output)
        field("note", &output)
        string(marks.note, &output)
        field("rating", &output)
        if let rating = marks.rating { CatalogEncoder().writeInteger(rating, to: &output) } else { output += Array("null".utf8) }
        field("recipe", &output)
        string(recipe.recipeName, &output)
        field("slug", &output)
        string(marks.slug, &output)
        field("user", &output)
        optionalString(recipe.person.name, &output)
        output.append(0x7D)
    }

    /// `{"key":` for the first field of an object, `,"key":` for the others.
    private static func field(_ key: String, first: Bool = false, _ output: inout [UInt8]) {
        output.append(first ? 0x7B : 0x2C)
        string(key, &output)
        output.append(0x3A)
    }

    private static func string(_ text: String, _ output: inout [UInt8]) {
        CatalogEncoder().writeString(text, to: &output)
    }

    private static func optionalString(_ text: String?, _ output: inout [UInt8]) {
        if let text { string(text, &output) } else { output += Array("null".utf8) }
    }

    private static func boolean(_ value: Bool, _ output: inout [UInt8]) {
        output += Array((value ? "true" : "false").utf8)
    }
}
