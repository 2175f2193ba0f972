import Foundation
import RecipesKit

/// A document reader that finds the same recipes in any document, for testing what an import does with them.
public struct FixedDocumentReader: RecipeDocumentReading {
    public let found: DocumentRecipes

    public init(_ found: DocumentRecipes) {
        self.found = found
    }

    public func recipes(in data: Data, deadline: ReadingDeadline?) throws(CatalogStoreError) -> DocumentRecipes { found }
}
