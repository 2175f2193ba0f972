import Foundation

extension JSONView: RecipeExportViewProtocol {
    public func show(exported recipes: [Recipe]) async {
        console.write(CatalogEncoder().encode(recipes))
    }
}
