import Foundation

/// A source of recipes: a catalog service, a file, standard input or the embedded catalog.
public protocol FacadeProtocol: Sendable {
    /// A short name for the source in messages, such as a path or URL.
    var sourceDescription: String { get }
    /// Whether the source answers a narrowing from an index (a store): one recipe is then looked up by a narrowed
    /// fetch, not by reading the whole catalog.
    var narrowsWithAnIndex: Bool { get }
    /// Fetches and decodes the whole catalog.
    func getRecipes() async throws(CatalogError) -> [Recipe]
    /// The recipes' names (`displayName`) in catalog order: a store reads them alone, other sources the whole catalog.
    func recipeNames() async throws(CatalogError) -> [String]
    /// Fetches the catalog, leaving out recipes `narrowing` rules out (a superset of a filter's matches).
    func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe]
    /// Fetches as `getRecipes(narrowedBy:)` does, in `ordering` when the source can order them cheaply itself.
    func getRecipes(narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering) async throws(CatalogError) -> FetchedRecipes
    /// Fetches as `getRecipes(narrowedBy:)` does, a batch at a time in catalog order, until `receive` returns false.
    func getRecipes(narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool) async throws(CatalogError)
}

extension FacadeProtocol {
    /// Files, standard input and services are read whole.
    public var narrowsWithAnIndex: Bool { false }

    public func getRecipes() async throws(CatalogError) -> [Recipe] {
        try await getRecipes(narrowedBy: .none)
    }

    public func recipeNames() async throws(CatalogError) -> [String] {
        try await getRecipes().map(\.displayName)
    }

    /// Sources without an index return catalog order; the presenter sorts.
    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        FetchedRecipes(recipes: try await getRecipes(narrowedBy: narrowing), isOrdered: false)
    }

    /// Sources that fetch the catalog whole hand it over as one batch.
    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        _ = await receive(FetchedRecipes(recipes: try await getRecipes(narrowedBy: narrowing), isOrdered: false))
    }

}
