import Foundation
import RecipesKit

/// A method whose steps stand each under a heading that numbers it ("Step 2: Whisk the base").
extension HeadedListsExtractor {
    /// The steps of paragraphs under headings that number them: each heading's paragraphs are one step, as the page
    /// numbers it; what stands before the first heading introduces them ("Follow these steps…"), and a paragraph
    /// with a web address is a credit ("Recipe adapted from: https://…"), not the cook's.
    static func steps(_ texts: [String], numberedAt: [Int]) -> [String] {
        zip(numberedAt, numberedAt.dropFirst() + [texts.count]).compactMap { start, end in
            let step = texts[start..<max(start, end)].map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                .filter { !$0.isEmpty && !$0.contains("://") && !$0.lowercased().contains("www.") }.joined(separator: " ")
            return step.isEmpty ? nil : step
        }
    }

    /// Whether a heading numbers one step of a method: a step's word and its number ("Step 1: Prep the pan", "Étape
    /// 2", "Step 3/4"), or a number alone ("4."); not a count of something ("2 servings").
    static func isStepNumber(_ element: HTMLElement) -> Bool {
        guard let text = element.text(upTo: 80) else { return false }
        let words = TextPattern.folding(text).split { $0 == " " || $0 == ":" || $0 == "." || $0 == ")" || $0 == "-" }
        let named = words.first.map { StepSplitting.stepLabels.contains(String($0)) } ?? false
        let rest = named ? words.dropFirst() : words[...]
        guard let number = rest.first, named || rest.count == 1, number.first?.isNumber == true else { return false }
        return number.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "/" }
    }
}
