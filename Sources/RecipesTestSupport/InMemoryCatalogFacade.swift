import RecipesCodecs
import RecipesKit
import RecipesSources

/// A facade that holds its catalog in memory and ignores narrowing, as a source without an index does.
public struct InMemoryCatalogFacade: FacadeProtocol {
    public var recipes: [Recipe]
    public var sourceDescription: String { "memory" }

    public init(recipes: [Recipe]) {
        self.recipes = recipes
    }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] { recipes }
}
