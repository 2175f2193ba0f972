import Foundation

/// A page of recipes ready to show: one row per recipe for people's views, and the recipes themselves for machine
/// views, whose output is the catalog wire format, the recipes as they are (their bytes copied when unchanged).
public struct RecipeListViewModel: Sendable, Hashable {
    /// One line of the list, or one card of the catalog page.
    public struct Row: Sendable, Hashable {
        /// The trimmed name.
        public var name: String
        /// The recipe's address in the catalog.
        public var slug: String
        /// How many ingredients.
        public var ingredientCount: Int
        /// How many steps.
        public var stepCount: Int
        /// The total time, such as `1 h 15 min`.
        public var totalTime: String
        /// The tags, trimmed, each once.
        public var tags: [String]
    }

    /// The same recipes, untouched, for machine views (the wire format); people's views read `rows`. Empty when
    /// the list was shown in runs (`RecipeListStreamingViewProtocol`), which the presenter does not keep.
    public var recipes: [Recipe]
    /// How many recipes matched before paging.
    public var totalCount: Int
    /// How many were skipped by `--offset`.
    public var offset: Int

    /// Builds rows from `recipes`.
    public init(recipes: [Recipe], totalCount: Int, offset: Int) {
        self.recipes = recipes
        self.totalCount = totalCount
        self.offset = offset
    }

    /// The rows, in display order; built when a view asks, since machine formats never read them.
    public var rows: [Row] {
        recipes.map { recipe in
            Row(
                name: recipe.displayName, slug: recipe.baseSlug, ingredientCount: recipe.ingredients.count, stepCount: recipe.steps.count,
                totalTime: DurationFormatter.string(minutes: recipe.totalMinutes), tags: Recipe.cleanedTags(recipe.tags))
        }
    }
}
