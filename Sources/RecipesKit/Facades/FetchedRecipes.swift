import Foundation

/// Recipes a source fetched, whether it already put them in the order the request asked for, and whether they are
/// exactly the recipes a complete narrowing describes. Chosen by positions in a catalog, they are built as recipes
/// only when asked for: a page of them costs the page, not every match.
public struct FetchedRecipes: Sendable {
    /// The catalog the positions are in, or the fetched recipes themselves.
    private let catalog: [Recipe]
    /// The fetched recipes' positions in `catalog`, in order; nil when they are `catalog` whole.
    private let positions: [Int]?
    /// True when the recipes are in the requested order (an index's precomputed order), so nobody sorts them again.
    public let isOrdered: Bool
    /// True when the recipes are exactly those meeting every term of the narrowing (an index that answers them
    /// whole), not a superset: with a complete narrowing, they are the filter's matches.
    public let isExact: Bool
    /// True when the source decided the narrowing's whole query (`CatalogNarrowing.terms`) on every recipe: these
    /// are exactly the filter's matches, and no predicate needs to run on them.
    public let areMatches: Bool

    /// Creates a result of `recipes`.
    public init(recipes: [Recipe], isOrdered: Bool, isExact: Bool = false, areMatches: Bool = false) {
        catalog = recipes
        positions = nil
        self.isOrdered = isOrdered
        self.isExact = isExact
        self.areMatches = areMatches
    }

    /// Creates a result of the recipes at `positions` of `catalog`, in that order.
    public init(positions: [Int], of catalog: [Recipe], isOrdered: Bool, isExact: Bool = false) {
        self.catalog = catalog
        self.positions = positions
        self.isOrdered = isOrdered
        self.isExact = isExact
        areMatches = false
    }

    /// The recipes, narrowed as asked (a superset of the matches unless `isExact`).
    public var recipes: [Recipe] {
        positions.map { $0.map { catalog[$0] } } ?? catalog
    }

    /// How many recipes were fetched.
    public var count: Int {
        positions?.count ?? catalog.count
    }

    /// The recipes `page` covers, in order, built without the others.
    public func recipes(in page: RecipePage) -> [Recipe] {
        let range = page.range(in: count)
        return positions.map { $0[range].map { catalog[$0] } } ?? Array(catalog[range])
    }
}
