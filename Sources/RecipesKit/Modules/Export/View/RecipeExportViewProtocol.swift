import Foundation

/// Writes recipes out in an exchange format, or says why it cannot.
public protocol RecipeExportViewProtocol: Sendable {
    /// Writes the recipes.
    func show(exported recipes: [Recipe]) async
    /// Says why nothing was written.
    func show(error message: String) async
}

/// The formats `export` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// The catalog format (a JSON array), for other `recipes` catalogs.
    case json
    /// schema.org Recipe JSON-LD, for web pages and other recipe apps.
    case jsonld
    /// Readable recipe cards.
    case markdown
}
