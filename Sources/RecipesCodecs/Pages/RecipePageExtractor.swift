import Foundation
import RecipesKit

/// One way of finding recipes in a page: each yields schema.org-shaped nodes (`name`, `recipeIngredient`,
/// `recipeInstructions`, …) that the JSON-LD mapping then turns into recipes.
protocol RecipePageExtractor: Sendable {
    /// What the strategy reads, for notes ("read from the page's microdata", "… recipe card", "… text").
    var name: String { get }
    /// The recipe nodes found in `page`; empty when this markup is not there.
    func nodes(in page: HTMLDocument) -> [[String: Any]]
}
