import Foundation
import RecipesKit

extension CatalogDecoder {
    /// The recipes of a store's rows, read as one catalog of their stored bodies (one decode, on every core for a
    /// large answer), each with its row's slug and revision; `reads` are the fields a filter will read of each,
    /// `compactsBytes` as `CatalogNarrowing` says.
    /// A body that does not decode is a damaged store, reported with `location`.
    public static func storedRecipes(
        fromRows catalog: Data, keys: [(slug: String, revision: Int)], reads: RecipeFieldGroups = [], compactsBytes: Bool = false,
        location: String
    ) throws(CatalogStoreError) -> [StoredRecipe] {
        let recipes: [Recipe]
        do {
            var narrowing = CatalogNarrowing(requiring: [], reads: reads)
            narrowing.compactsBytes = compactsBytes
            recipes = try CatalogDecoder().decode(catalog, narrowing: narrowing)
        } catch {
            throw CatalogStoreError(.unavailable, "\(location): a stored recipe is damaged (\(error))")
        }
        return zip(recipes, keys).map { StoredRecipe(recipe: $0, slug: $1.slug, revision: $1.revision) }
    }
}
