import Foundation

/// Writes recipes out in an exchange format, or says why it cannot.
public protocol RecipeExportViewProtocol: Sendable {
    /// Writes the recipes.
    func show(exported recipes: [Recipe]) async
    /// Says why nothing was written.
    func show(error message: String) async
}
