import Foundation

/// Shows one recipe, or says why it cannot.
public protocol RecipeDetailViewProtocol: Sendable {
    /// Shows the recipe.
    func show(detail: RecipeDetailViewModel) async
    /// Says why no recipe can be shown.
    func show(error message: String) async
}
