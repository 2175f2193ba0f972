import Foundation

/// A higher-order predicate over recipes: the meaning of every filter, on the CLI and in the service alike.
public typealias RecipeFilter = @Sendable (Recipe) -> Bool

/// The small filters and the combinators that build larger ones from them.
public enum Filter {
    /// Matches every recipe: the identity of `all`.
    public static let everything: RecipeFilter = { _ in true }

    /// Recipes with an ingredient whose trimmed name contains `text`, ignoring case and diacritics.
    public static func ingredient(matching text: String) -> RecipeFilter {
        let pattern = TextPattern(text)
        return { recipe in recipe.ingredients.contains { pattern.isFound(in: $0.name) } }
    }

    /// Recipes with an ingredient of aisle `type` (trimmed, ignoring case and diacritics).
    public static func type(is type: String) -> RecipeFilter {
        let pattern = TextPattern(type)
        return { recipe in recipe.ingredients.contains { pattern.isEqual(to: $0.type) } }
    }

    /// Recipes whose name contains `text`, ignoring case and diacritics.
    public static func name(containing text: String) -> RecipeFilter {
        let pattern = TextPattern(text)
        return { recipe in pattern.isFound(in: recipe.name) }
    }

    /// Recipes with the tag `tag` (trimmed, ignoring case and accents): a whole tag, not a part of one.
    public static func tag(_ tag: String) -> RecipeFilter {
        let pattern = TextPattern(tag)
        return { recipe in !pattern.isEmpty && recipe.tags.contains { pattern.isEqual(to: $0) } }
    }

    /// Recipes whose steps take `minutes` or less in total.
    public static func maxTotalMinutes(_ minutes: Int) -> RecipeFilter {
        { recipe in recipe.totalMinutes <= minutes }
    }

    /// Recipes where `text` is found in the name, an ingredient name or a step.
    public static func mentions(_ text: String) -> RecipeFilter {
        let pattern = TextPattern(text)
        return { recipe in
            pattern.isFound(in: recipe.name)
                || recipe.ingredients.contains { pattern.isFound(in: $0.name) }
                || recipe.steps.contains { pattern.isFound(in: $0) }
        }
    }

    /// Recipes whose slug is one of `slugs`: the favorites, which are kept by slug.
    public static func slug(in slugs: Set<String>) -> RecipeFilter {
        { recipe in slugs.contains(recipe.baseSlug) }
    }

    /// Recipes that every filter matches (all of none is everything).
    public static func all(_ filters: [RecipeFilter]) -> RecipeFilter {
        if filters.count == 1 { return filters[0] }
        return { recipe in filters.allSatisfy { $0(recipe) } }
    }

    /// Recipes that at least one filter matches (any of none is nothing).
    public static func any(_ filters: [RecipeFilter]) -> RecipeFilter {
        if filters.count == 1 { return filters[0] }
        return { recipe in filters.contains { $0(recipe) } }
    }

    /// Recipes that `filter` does not match.
    public static func not(_ filter: @escaping RecipeFilter) -> RecipeFilter {
        { recipe in !filter(recipe) }
    }
}
