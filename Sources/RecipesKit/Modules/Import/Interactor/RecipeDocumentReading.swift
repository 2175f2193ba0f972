import Foundation

/// Reads the recipes out of a document such as a JSON-LD file or a saved web page (the codecs implement it).
public protocol RecipeDocumentReading: Sendable {
    /// The recipes in `data`; throws `.invalid` with a one-line reason when none can be read, and `.unavailable`
    /// when `deadline` passes first.
    func recipes(in data: Data, deadline: ReadingDeadline?) throws(CatalogStoreError) -> DocumentRecipes
}
