import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: RecipeExportViewProtocol {
    public func show(exported recipes: [Recipe]) async {
        console.write(CatalogEncoder().encode(recipes))
    }
}
