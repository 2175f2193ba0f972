import Foundation

/// Recipes a source fetched, whether it already put them in the order the request asked for, and whether they are
/// exactly the recipes a complete narrowing describes.
public struct FetchedRecipes: Sendable {
    /// The recipes, narrowed as asked (a superset of the matches).
    public var recipes: [Recipe]
    /// True when `recipes` are in the requested order (an index's precomputed order), so nobody sorts them again.
    public var isOrdered: Bool
    /// True when `recipes` are exactly those meeting every term of the narrowing (an index that answers them whole),
    /// not a superset: with a complete narrowing, they are the filter's matches.
    public var isExact: Bool

    /// Creates a result.
    public init(recipes: [Recipe], isOrdered: Bool, isExact: Bool = false) {
        self.recipes = recipes
        self.isOrdered = isOrdered
        self.isExact = isExact
    }
}
