import Foundation
import RecipesKit

extension JSONLDDecoder {
    /// `items` once when the markup gives the whole list twice over, word for word (a page's screen and print
    /// blocks both marked up: blueapron.com's method); `items` as they are otherwise.
    static func once<Item: Equatable>(_ items: [Item]) -> [Item] {
        let half = items.count / 2
        // Two of one ("1 egg", "1 egg") may well be meant; a list of two or more given again is not.
        guard half > 1, items.count % 2 == 0, items[..<half] == items[half...] else { return items }
        return Array(items[..<half])
    }
}
