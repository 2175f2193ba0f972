import Foundation

/// Shows a list of recipes, or says why there is none.
public protocol RecipeListViewProtocol: Sendable {
    /// Shows a page of recipes.
    func show(list: RecipeListViewModel) async
    /// Says that nothing matched.
    func show(empty message: String) async
    /// Says why the list could not be made.
    func show(error message: String) async
}
