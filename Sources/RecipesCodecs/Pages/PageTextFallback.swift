import Foundation
import RecipesKit

/// The steps a page's own text shows, for a page's only recipe whose markup has ingredients but no steps; a
/// recipe with no ingredients either (a name and a rating) takes nothing: it is not the page's recipe.
struct PageTextFallback {
    /// The page's steps, read on first use.
    var steps: () -> [String]

    /// Nothing to fall back on (a JSON document, a page of several recipes, or a reader of the page's structure
    /// that goes first).
    static var none: PageTextFallback { PageTextFallback(steps: { [] }) }
}
