import Foundation

/// Recipes a source fetched, and whether it already put them in the order the request asked for.
public struct FetchedRecipes: Sendable {
    /// The recipes, narrowed as asked (a superset of the matches).
    public var recipes: [Recipe]
    /// True when `recipes` are in the requested order (an index's precomputed order), so nobody sorts them again.
    public var isOrdered: Bool

    /// Creates a result.
    public init(recipes: [Recipe], isOrdered: Bool) {
        self.recipes = recipes
        self.isOrdered = isOrdered
    }
}
