import Foundation

/// Recipes already in memory: a catalog loaded once and served many times, as the catalog service does.
public struct InMemoryFacade: FacadeProtocol {
    private let recipes: [Recipe]
    /// Where the recipes were loaded from, for messages.
    public let sourceDescription: String

    /// Creates a facade over `recipes`.
    public init(recipes: [Recipe], sourceDescription: String) {
        self.recipes = recipes
        self.sourceDescription = sourceDescription
    }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        recipes
    }
}
