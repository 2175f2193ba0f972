import Foundation
import RecipesKit

/// Recipes from the catalog compiled into the binary: no file or bundle lookup that could fail at run time.
public struct EmbeddedCatalogFacade: FacadeProtocol {
    /// Creates the facade.
    public init() {}

    public var sourceDescription: String { "the embedded catalog" }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        try decodeCatalog(Data(EmbeddedCatalog.text.utf8), narrowing: narrowing)
    }
}
