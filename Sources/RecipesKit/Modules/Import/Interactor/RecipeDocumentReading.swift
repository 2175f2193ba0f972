import Foundation

/// What a document held: each recipe found, with what could not be mapped, and what was not a recipe.
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

/// Reads the recipes out of a document such as a JSON-LD file or a saved web page (the codecs implement it).
public protocol RecipeDocumentReading: Sendable {
    /// The recipes in `data`; throws `.invalid` with a one-line reason when none can be read.
    func recipes(in data: Data) throws(CatalogStoreError) -> DocumentRecipes
}
