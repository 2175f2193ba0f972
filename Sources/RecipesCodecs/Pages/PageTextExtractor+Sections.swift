import Foundation
import RecipesKit

extension PageTextExtractor {
    /// Whether a block is a list of a few names, as a recipe's section without amounts is: each line short, of a few
    /// words, and no sentence (no full stop, question or colon at its end) and no numbered step.
    static func isNames(_ block: PageBlock) -> Bool {
        (block.kind == .list || block.kind == .numberedList) && isNames(block.lines)
    }

    /// Whether `lines` are a few names (twenty at most): each short, of a few words, and no sentence (no full stop,
    /// question or colon at its end), no numbered step, no nutrition fact ("Fat 10g 15%"), and most not another
    /// fact ("Cuisine: British", "Serves: 20").
    static func isNames(_ lines: [String]) -> Bool {
        guard (1...20).contains(lines.count) else { return false }
        let names = lines.allSatisfy { line in
            let text = Ingredient.unbulleted(line)
            guard let end = text.last, text.count <= 60, text.split(separator: " ").count <= 10 else { return false }
            return !".!?:".contains(end) && !isNumberedStep(text) && !text.contains("%") && !text.lowercased().contains("kcal")
        }
        let facts = lines.filter { $0.prefix(30).contains(": ") }
        return names && facts.count * 2 <= lines.count
    }

    /// Whether the elements in `gap` hold a section's title (a short text: "To serve", "For the garnish (optional)") and
    /// nothing saying that what follows is no more ingredients: a method's heading ("Directions for the stew") or the
    /// heading of what a recipe says beside them ("Equipment", "🔧 Tools you'll need", "Notes").
    static func isSectionTitle(_ gap: Range<Int>, in page: HTMLDocument) -> Bool {
        var titled = false
        for index in gap {
            let element = page.elements[index]
            if isMethodHeading(element) || HeadedListsExtractor.isAsideHeading(element) { return false }
            guard let text = element.text(upTo: 80)?.trimmed, !text.isEmpty else { continue }
            if HeadedListsExtractor.isMethodTitle(HeadedListsExtractor.folded(text)) { return false }
            titled = true
        }
        return titled
    }

    /// The list of names shown as the block at `position` is right before it, under the ingredients' heading with
    /// nothing else between (the first of a recipe's sections, its amounts in words or none: "Baguette", "1 chicken
    /// breast", "Oregano"), and with a line that reads as an ingredient; nil when there is none.
    static func sectionOfNames(before position: Int, in blocks: [PageBlock], page: HTMLDocument) -> PageBlock? {
        let list = blocks[position]
        // Blocks inside the list before (an item's paragraph) and the section's title sit between the two.
        let earlier = blocks[max(0, position - 64)..<position]
        guard let found = earlier.lastIndex(where: { $0.kind == list.kind && $0.end <= list.start }) else { return nil }
        let before = blocks[found]
        guard list.start - before.end <= 12, isNames(before), before.lines.contains(where: isIngredient),
              !blocks[(found + 1)..<position].contains(where: { $0.start >= before.end && isSentences($0) }) else { return nil }
        // The heading is among the few elements before the list: a bare "INGREDIENTS" or "Ingredients:".
        let heading = (max(0, before.start - 4)..<before.start).contains { index in
            guard let text = page.elements[index].text(upTo: 40) else { return false }
            return HeadedListsExtractor.foldedIngredientWords.contains(HeadedListsExtractor.folded(text))
        }
        return heading ? before : nil
    }
}
