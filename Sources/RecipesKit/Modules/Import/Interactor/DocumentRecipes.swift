import Foundation

/// What a document held: each recipe found, with what could not be mapped, and what was not a recipe. The core's
/// own type at the import boundary, so the interactor needs no codec (`RecipePageDecoder` maps its result to it).
public struct DocumentRecipes: Sendable, Hashable {
    /// One recipe found, with notes on what it left out.
    public struct Found: Sendable, Hashable {
        /// The recipe as mapped.
        public var recipe: Recipe
        /// What could not be mapped, in one line each.
        public var notes: [String]

        /// Creates a found recipe.
        public init(recipe: Recipe, notes: [String]) {
            self.recipe = recipe
            self.notes = notes
        }
    }

    /// The recipes found, in document order.
    public var recipes: [Found]
    /// What looked like a recipe but was not one, and why.
    public var skipped: [String]

    /// Creates the result.
    public init(recipes: [Found], skipped: [String]) {
        self.recipes = recipes
        self.skipped = skipped
    }
}
