import Foundation

/// Shows a list of recipes, or says why there is none.
public protocol RecipeListViewProtocol: Sendable {
    /// Shows a page of recipes.
    func show(list: RecipeListViewModel) async
    /// Says that nothing matched.
    func show(empty message: String) async
    /// Says why the list could not be made.
    func show(error message: String) async
    /// The recipe fields showing a list reads, so that a source can build them as it reads (a hint for speed only).
    var reads: RecipeFieldGroups { get }
}

extension RecipeListViewProtocol {
    /// A list shown as rows reads every field: the name, the counts, the time and the tags.
    public var reads: RecipeFieldGroups { .all }
}
