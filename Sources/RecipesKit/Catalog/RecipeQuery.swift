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
    /// Tags the recipe must have (all of them, or any with `anyTag`).
    public var tags: [String]
    /// Whether one of `tags` is enough.
    public var anyTag: Bool
    /// Tags the recipe must not have.
    public var excludedTags: [String]

    /// Creates a query; an empty one matches every recipe.
    public init(
        ingredients: [String] = [], anyIngredient: Bool = false, excludedIngredients: [String] = [],
        type: String? = nil, name: String? = nil, maxMinutes: Int? = nil, tags: [String] = [], anyTag: Bool = false,
        excludedTags: [String] = []
    ) {
        self.ingredients = ingredients
        self.anyIngredient = anyIngredient
        self.excludedIngredients = excludedIngredients
        self.type = type
        self.name = name
        self.maxMinutes = maxMinutes
        self.tags = tags
        self.anyTag = anyTag
        self.excludedTags = excludedTags
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
        if !tags.isEmpty {
            let each = tags.map(Filter.tag)
            parts.append(anyTag ? Filter.any(each) : Filter.all(each))
        }
        parts += excludedTags.map { Filter.not(Filter.tag($0)) }
        return Filter.all(parts)
    }
}
