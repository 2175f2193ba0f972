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
            let text = unbulleted(line)
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

    /// `lines` without their second half when it is the first again in other units (one list holding its metric
    /// lines, then its imperial ones, for a toggle to show one or the other); any other lines as they are.
    static func onceInOneUnit(_ lines: [String]) -> [String] {
        let half = lines.count / 2
        guard lines.count % 2 == 0, repeatsInOtherUnits(Array(lines[half...]), Array(lines[..<half])) else { return lines }
        return Array(lines[..<half])
    }

    /// Whether `lines` are the list last read (`before`) again in other units: as many lines (three or more), mostly the
    /// same names in the same order (60%: a US list may say "superfine sugar" for "caster sugar"), and some of
    /// those in another unit (`g` then `oz`). Two sections of one recipe (a marinade, then a sauce) differ in
    /// length, in most names, or only in numbers.
    static func repeatsInOtherUnits(_ lines: [String], _ before: [String]) -> Bool {
        // Bounded: a hostile list is not read through the ingredient reader line by line.
        guard lines.count >= 3, lines.count == before.count, lines.count <= RecipeValidator.maximumItems,
              !(lines + before).contains(where: { $0.count > 160 }) else { return false }
        let read = lines.map { Ingredient(line: unbulleted($0)) }, readBefore = before.map { Ingredient(line: unbulleted($0)) }
        func name(_ ingredient: Ingredient?, _ line: String) -> String { TextPattern.folding(ingredient?.name ?? line) }
        // The letters of an amount, a plural's "s" dropped: "2 cloves" and "1 clove" are in one unit.
        func unit(_ ingredient: Ingredient?) -> String {
            let letters = TextPattern.folding(ingredient?.quantity ?? "").filter(\.isLetter)
            return letters.hasSuffix("s") ? String(letters.dropLast()) : letters
        }
        let sameNames = lines.indices.filter { name(read[$0], lines[$0]) == name(readBefore[$0], before[$0]) }
        return sameNames.count * 10 >= lines.count * 6 && sameNames.contains { unit(read[$0]) != unit(readBefore[$0]) }
    }
}
