import Foundation
import RecipesKit

extension HeadedListsExtractor {
    /// The lines of a section with no list: its paragraphs (`texts`), or its rows of styled elements where they read
    /// as the section at least as well (`HTMLDocument.rows`).
    static func unlisted(_ texts: [String], after start: Int, before end: Int?, in page: HTMLDocument, reading: Reading) -> [String] {
        let rowsEnd = end ?? page.elements.count
        switch reading {
        case .ingredients:
            let amounts = texts.filter(PageTextExtractor.isIngredient).count
            let paragraphsRead = amounts * 2 > texts.count
            let rows = page.rows(after: start, before: rowsEnd, foodFirst: true) { lines in
                // A servings picker's numbers ("1", "2", … "8") are rows of no food.
                let read = lines.filter { PageTextExtractor.isIngredient($0) && $0.contains(where: \.isLetter) }.count
                return read >= max(1, paragraphsRead ? amounts : 0) && read * 2 > lines.count && !PageTextExtractor.isNutrition(lines)
            }
            // A tab of paragraphs per unit system ("US", then "Metric") is one list read twice.
            if !rows.isEmpty { return Ingredient.onceInOneUnit(rows) }
            return paragraphsRead ? Ingredient.onceInOneUnit(texts) : []
        case .steps:
            guard texts.isEmpty else { return texts }
            return page.rows(after: start, before: rowsEnd, foodFirst: false) { lines in
                lines.filter { PageTextExtractor.isStep($0) }.count * 2 > lines.count
            }
        }
    }
}
