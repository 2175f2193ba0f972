import Foundation
import RecipesKit

/// What a page's own text shows — its block of amounts and the steps after it — for a recipe whose markup lacks
/// a part: a recipe whose markup has ingredients but no steps takes the page's steps, and one with steps but no
/// ingredients takes the page's ingredients when they hold three amounts or more. A recipe with neither (a name
/// and a rating) takes nothing: it is not the page's recipe.
struct PageTextFallback {
    /// The page's ingredient lines, read on first use.
    var ingredients: () -> [String]
    /// The page's steps, read on first use.
    var steps: () -> [String]

    /// Nothing to fall back on (a JSON document).
    static var none: PageTextFallback { PageTextFallback(ingredients: { [] }, steps: { [] }) }

    /// The same, giving no steps: readers that know the page's structure are tried before its text gives steps.
    var ingredientsOnly: PageTextFallback { PageTextFallback(ingredients: ingredients, steps: { [] }) }

    /// The fewest amounts the page's text must show for its ingredients to be taken.
    static let fewestTakenAmounts = 3
}
