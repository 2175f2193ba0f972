import Foundation

/// The rules a recipe must meet to be written to a store; reading stays lenient, writing is strict.
public enum RecipeValidator {
    /// The longest recipe name, ingredient field or URL, in characters.
    public static let maximumNameLength = 200
    /// The longest step, in characters.
    public static let maximumStepLength = 10_000
    /// The longest image or original URL, in characters.
    public static let maximumURLLength = 2_048
    /// The most ingredients, or steps, one recipe may have.
    public static let maximumItems = 500

    /// Every rule `recipe` breaks, with paths under `prefix` (such as `[2].` for the third recipe of an array).
    public static func issues(in recipe: Recipe, prefix: String = "") -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        func check(_ condition: Bool, _ path: String, _ message: @autoclosure () -> String) {
            if !condition { issues.append(ValidationIssue(path: prefix + path, message: message())) }
        }
        let name = recipe.name.trimmed
        check(!name.isEmpty, "name", "must not be empty")
        // A name is shown on one line of a list: a line break or a control character in it could fake another row.
        check(!name.unicodeScalars.contains(where: Self.breaksALine), "name", "must be one line, without line breaks or control characters")
        check(name.isEmpty || name.unicodeScalars.contains(where: \.isVisible), "name",
              "must have a visible character (it holds only spaces or invisible format characters)")
        check(name.count <= maximumNameLength, "name", "is \(name.count) characters long (at most \(maximumNameLength))")
        check(recipe.ingredients.count <= maximumItems, "ingredients", "has \(recipe.ingredients.count) items (at most \(maximumItems))")
        for (index, ingredient) in recipe.ingredients.enumerated() {
            check(!ingredient.name.trimmed.isEmpty, "ingredients[\(index)].name", "must not be empty")
            let fields = [("name", ingredient.name), ("quantity", ingredient.quantity), ("type", ingredient.type),
                          ("food", ingredient.food ?? ""), ("note", ingredient.note ?? "")]
            for (field, value) in fields {
                check(value.count <= maximumNameLength, "ingredients[\(index)].\(field)",
                      "is \(value.count) characters long (at most \(maximumNameLength))")
            }
        }
        check(!recipe.steps.isEmpty, "steps", "must have at least one step")
        check(recipe.steps.count <= maximumItems, "steps", "has \(recipe.steps.count) items (at most \(maximumItems))")
        for (index, step) in recipe.steps.enumerated() {
            check(!step.trimmed.isEmpty, "steps[\(index)]", "must not be empty")
            check(step.count <= maximumStepLength, "steps[\(index)]", "is \(step.count) characters long (at most \(maximumStepLength))")
        }
        check(recipe.timers.count <= recipe.steps.count, "timers",
              "has \(recipe.timers.count) timers for \(recipe.steps.count) steps (at most one per step)")
        for (index, minutes) in recipe.timers.enumerated() {
            check(minutes >= 0, "timers[\(index)]", "must not be negative, found \(minutes)")
        }
        check(recipe.tags.count <= Recipe.maximumTags, "tags", "has \(recipe.tags.count) tags (at most \(Recipe.maximumTags))")
        var seenTags: [String: Int] = [:]
        for (index, tag) in recipe.tags.enumerated() {
            let trimmed = tag.trimmed
            if let problem = tagProblem(tag) { check(false, "tags[\(index)]", problem) }
            if let earlier = seenTags[TextPattern.folding(trimmed)] {
                check(false, "tags[\(index)]", "repeats tags[\(earlier)] (tags are compared ignoring case and accents)")
            } else if !trimmed.isEmpty {
                seenTags[TextPattern.folding(trimmed)] = index
            }
        }
        for (field, value) in [("imageURL", recipe.imageURL), ("originalURL", recipe.originalURL)] {
            guard let value else { continue }
            check(value.count <= maximumURLLength, field, "is \(value.count) characters long (at most \(maximumURLLength))")
        }
        return issues
    }

    /// What is wrong with `tag` on its own (repeats are a rule of the whole list), or nil: it must have a visible
    /// character, be one line without commas (JSON-LD keywords are separated by them), and be at most
    /// `Recipe.maximumTagLength` characters once trimmed.
    public static func tagProblem(_ tag: String) -> String? {
        let trimmed = tag.trimmed
        if trimmed.unicodeScalars.contains(where: { breaksALine($0) || $0 == "," }) {
            return "must be one line, without commas or control characters"
        }
        if !trimmed.unicodeScalars.contains(where: \.isVisible) { return "must have a visible character" }
        if trimmed.count > Recipe.maximumTagLength {
            return "is \(trimmed.count) characters long (at most \(Recipe.maximumTagLength))"
        }
        return nil
    }

    /// A control character (C0, DEL, C1) or a line or paragraph separator.
    static func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Throws `.invalid` listing every rule any of `recipes` breaks (paths prefixed `[i].` when there are several).
    public static func check(_ recipes: [Recipe]) throws(CatalogStoreError) {
        let issues = recipes.enumerated().flatMap { index, recipe in
            Self.issues(in: recipe, prefix: recipes.count > 1 ? "[\(index)]." : "")
        } + duplicateIssues(in: recipes)
        if let first = issues.first {
            let more = issues.count > 1 ? " (and \(issues.count - 1) more)" : ""
            throw CatalogStoreError(.invalid, first.description + more, issues: issues)
        }
    }

    /// An issue for each recipe whose name (as a slug) repeats an earlier one's in the same batch.
    public static func duplicateIssues(in recipes: [Recipe]) -> [ValidationIssue] {
        var firstIndex: [String: Int] = [:]
        var issues: [ValidationIssue] = []
        for (index, recipe) in recipes.enumerated() where !recipe.name.trimmed.isEmpty {
            if let earlier = firstIndex[recipe.baseSlug] {
                issues.append(ValidationIssue(
                    path: "[\(index)].name", message: "\"\(recipe.name.trimmed.forMessage)\" is also the name of [\(earlier)] in the same input"))
            } else {
                firstIndex[recipe.baseSlug] = index
            }
        }
        return issues
    }

    /// The offset of the first byte that is not part of valid UTF-8 (overlong forms and surrogates included), or nil.
    public static func invalidUTF8Offset(in data: Data) -> Int? {
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
