import Foundation
import RecipesKit

extension RecipePageDecoder: RecipeDocumentReading {
    public func recipes(in data: Data, deadline: ReadingDeadline?) throws(CatalogStoreError) -> DocumentRecipes {
        let result: JSONLDDecoder.Result
        do {
            result = try decode(data, deadline: deadline)
        } catch {
            throw CatalogStoreError(error.isTimeout ? .unavailable : .invalid, error.message)
        }
        return DocumentRecipes(
            recipes: result.recipes.map { DocumentRecipes.Found(recipe: $0.recipe, notes: $0.notes) }, skipped: result.skipped)
    }
}
