import Foundation

/// The sort keys `--sort` offers.
public enum RecipeSort: String, Sendable, CaseIterable {
    /// By trimmed name, ignoring case and diacritics.
    case name
    /// By total time, shortest first.
    case time
    /// By ingredient count, fewest first.
    case ingredients
}

/// How a list is ordered before it is paged; ties keep catalog order.
public enum RecipeOrdering: Sendable, Hashable {
    /// As the catalog lists them.
    case catalog
    /// By a sort key.
    case sorted(RecipeSort)
    /// Search ranking: recipes with more query words in the name first, then in ingredients.
    case relevance(words: [String])
    /// By one person's marks: their ratings or the days they last cooked, by slug.
    case personal(PersonalSort, PersonalMarks)

    /// The recipes in this order.
    public func apply(to recipes: [Recipe]) -> [Recipe] {
        switch self {
        case .catalog:
            return recipes
        case .sorted(.name):
            return RecipeOrdering.stableSorted(recipes, by: { TextPattern.folding($0.name) }, <)
        case .sorted(.time):
            return RecipeOrdering.stableSorted(recipes, by: \.totalMinutes, <)
        case .sorted(.ingredients):
            return RecipeOrdering.stableSorted(recipes, by: \.ingredients.count, <)
        case .relevance(let words):
            let patterns = words.map(TextPattern.init)
            return RecipeOrdering.stableSorted(recipes, by: { recipe in
                let nameHits = patterns.filter { $0.isFound(in: recipe.name) }.count
                let ingredientHits = patterns.filter { pattern in
                    recipe.ingredients.contains { pattern.isFound(in: $0.name) }
                }.count
                return RecipeOrdering.relevance(nameHits: nameHits, ingredientHits: ingredientHits, words: patterns.count)
            }, >)
        case .personal(.rating, let marks):
            // Unrated recipes sort as 0, after every rating.
            return RecipeOrdering.stableSorted(recipes, by: { marks.ratings[$0.baseSlug] ?? 0 }, >)
        case .personal(.cooked, let marks):
            return RecipeOrdering.stableSorted(recipes, by: { marks.lastCooked[$0.baseSlug]?.ordinal ?? Int.min }, >)
        }
    }

    /// A search match's rank: any word more in the name outranks every ingredient hit (higher first).
    static func relevance(nameHits: Int, ingredientHits: Int, words: Int) -> Int {
        nameHits * (words + 1) + ingredientHits
    }

    /// Sorts by a key computed once per recipe, keeping catalog order among equal keys.
    private static func stableSorted<Key: Comparable>(
        _ recipes: [Recipe], by key: (Recipe) -> Key, _ comesFirst: (Key, Key) -> Bool
    ) -> [Recipe] {
        let keyed = recipes.enumerated().map { (key: key($0.element), position: $0.offset, recipe: $0.element) }
        return keyed.sorted { lhs, rhs in
            if comesFirst(lhs.key, rhs.key) { return true }
            if comesFirst(rhs.key, lhs.key) { return false }
            return lhs.position < rhs.position
        }.map(\.recipe)
    }
}
