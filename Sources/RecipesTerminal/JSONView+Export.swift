import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: RecipeExportViewProtocol {
    public func show(exported recipes: [Recipe]) async {
        CatalogEncoder().encode(recipes) { console.write($0) }
    }
}
