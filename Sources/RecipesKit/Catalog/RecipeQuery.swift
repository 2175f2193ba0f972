import Foundation

/// What the `filter` command and the `/recipes` route ask for, built into one predicate by `filter`.
public struct RecipeQuery: Sendable, Hashable {
    /// Ingredient texts that must match (all of them, or any with `anyIngredient`).
    public var ingredients: [String]
    /// Whether one matching ingredient text is enough.
    public var anyIngredient: Bool
    /// Ingredient texts that must not match.
    public var excludedIngredients: [String]
    /// An aisle the recipe must use.
    public var type: String?
    /// Text the name must contain.
    public var name: String?
    /// The longest total time allowed, in minutes.
    public var maxMinutes: Int?

    /// Creates a query; an empty one matches every recipe.
    public init(
        ingredients: [String] = [], anyIngredient: Bool = false, excludedIngredients: [String] = [],
        type: String? = nil, name: String? = nil, maxMinutes: Int? = nil
    ) {
        self.ingredients = ingredients
        self.anyIngredient = anyIngredient
        self.excludedIngredients = excludedIngredients
        self.type = type
        self.name = name
        self.maxMinutes = maxMinutes
    }

    /// The query as one predicate: each part composed from `Filter`'s combinators, all parts ANDed.
    public var filter: RecipeFilter {
        var parts: [RecipeFilter] = []
        if !ingredients.isEmpty {
            let each = ingredients.map(Filter.ingredient(matching:))
            parts.append(anyIngredient ? Filter.any(each) : Filter.all(each))
        }
        parts += excludedIngredients.map { Filter.not(Filter.ingredient(matching: $0)) }
        if let type { parts.append(Filter.type(is: type)) }
        if let name { parts.append(Filter.name(containing: name)) }
        if let maxMinutes { parts.append(Filter.maxTotalMinutes(maxMinutes)) }
        return Filter.all(parts)
    }
}
