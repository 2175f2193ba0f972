import Foundation
import RecipesKit

/// What a page's own text shows — its block of amounts and the steps after it — for a recipe whose markup lacks
/// them: a recipe with no steps takes the page's, and one whose ingredients hold fewer than two amounts takes
/// the page's when they hold three or more.
struct PageTextFallback {
    /// The page's ingredient lines, read on first use.
    var ingredients: () -> [String]
    /// The page's steps, read on first use.
    var steps: () -> [String]

    /// No page to fall back on (a JSON document).
    static var none: PageTextFallback { PageTextFallback(ingredients: { [] }, steps: { [] }) }

    /// The fewest amounts a markup's ingredients may hold before the page's text is looked at.
    static let fewestAmounts = 2
    /// The fewest amounts the page's text must hold to be taken instead.
    static let fewestTakenAmounts = 3
}
