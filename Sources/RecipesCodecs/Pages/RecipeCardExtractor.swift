import Foundation
import RecipesKit

/// Reads the markup of the most widespread recipe-card plugins, by their documented class names, for pages
/// whose JSON-LD is missing or broken: WP Recipe Maker, Tasty Recipes, Mediavine Create, EasyRecipe and Zip Recipes.
struct RecipeCardExtractor: RecipePageExtractor {
    let name = "recipe card"

    /// One plugin's class names for the card, its title, ingredient items and instruction items.
    struct Plugin {
        var card: String
        var title: [String]
        var ingredient: [String]
        var instruction: [String]
    }

    static let plugins = [
        Plugin(card: "wprm-recipe-container", title: ["wprm-recipe-name"], ingredient: ["wprm-recipe-ingredient"], instruction: ["wprm-recipe-instruction-text", "wprm-recipe-instruction"]),
        Plugin(card: "tasty-recipes", title: ["tasty-recipes-title"], ingredient: ["tasty-recipes-ingredients"], instruction: ["tasty-recipes-instructions"]),
        Plugin(card: "mv-create-card", title: ["mv-create-title"], ingredient: ["mv-create-ingredients"], instruction: ["mv-create-instructions"]),
        Plugin(card: "easyrecipe", title: ["ERSName"], ingredient: ["ERSIngredients", "ingredient"], instruction: ["ERSInstructions", "instruction"]),
        Plugin(card: "zlrecipe-container", title: ["zlrecipe-title"], ingredient: ["zlrecipe-ingredients-list", "ingredient"], instruction: ["zlrecipe-instructions-list", "instruction"]),
    ]

    func nodes(in page: HTMLDocument) -> [[String: Any]] {
        var found: [[String: Any]] = []
        for plugin in Self.plugins {
            // A card inside a card is part of it (and a page of nested cards would otherwise cost its size per card).
            for card in page.outermost(in: page.all, where: { $0.classes.contains(plugin.card) || $0.attributes["id"] == plugin.card }) {
                let inside = page.inside(card)
                guard let title = inside.first(where: { !Set(page.elements[$0].classes).isDisjoint(with: plugin.title) }) else { continue }
                let ingredients = Self.items(page, inside, plugin.ingredient)
                let steps = Self.items(page, inside, plugin.instruction, sectioned: true)
                guard !ingredients.isEmpty || !steps.isEmpty else { continue }
                found.append(["name": page.elements[title].text, "recipeIngredient": ingredients, "recipeInstructions": steps])
            }
            if !found.isEmpty { break }
        }
        return found
    }

    /// The texts of the elements carrying the first of `classes` any element carries: a container's list items (or,
    /// a single container without a list, its paragraphs), or the elements themselves (WPRM marks each instruction
    /// and, inside it, its text: the text class comes first). `sectioned`, each item after a group's heading
    /// ("Stovetop Barbacoa") is prefixed with it, as a JSON-LD HowToSection's name prefixes its steps.
    private static func items(_ page: HTMLDocument, _ range: Range<Int>, _ classes: [String], sectioned: Bool = false) -> [String] {
        for name in classes {
            let marked = page.outermost(in: range) { $0.classes.contains(name) }
            guard !marked.isEmpty else { continue }
            let items = marked.flatMap { index -> [Int] in
                let listItems = page.outermost(in: page.inside(index)) { $0.name == "li" }
                if page.elements[index].name != "li" && !listItems.isEmpty { return listItems }
                // A card that writes its method as paragraphs (Mediavine Create, Tasty Recipes) has one container.
                let paragraphs = marked.count == 1 ? page.outermost(in: page.inside(index)) { $0.name == "p" } : []
                return paragraphs.count > 1 ? paragraphs : [index]
            }
            let headings = sectioned ? groupHeadings(page, range, around: marked) : []
            // Items and headings are both in the page's order: one walk pairs each item with the last heading
            // before it (a hostile card of many of each costs their sum, not their product).
            var next = 0
            var section: String?
            let texts = items.prefix(RecipeValidator.maximumItems).compactMap { index -> String? in
                while next < headings.count, headings[next].index < index {
                    section = headings[next].text
                    next += 1
                }
                let text = sectioned ? titled(page.elements[index]) : page.elements[index].text.replacingOccurrences(of: "\n", with: " ").trimmed
                guard !text.isEmpty else { return nil }
                guard let section, !section.isEmpty else { return text }
                return section + ": " + text
            }
            return sectioned ? StepSplitting.unlabelled(texts) : texts
        }
        return []
    }

    /// The headings of a card's groups of instructions: WPRM's group names, or the headings inside the instructions'
    /// containers other than their title ("Instructions", by its class or its words).
    private static func groupHeadings(_ page: HTMLDocument, _ range: Range<Int>, around marked: [Int]) -> [(index: Int, text: String)] {
        let named = page.outermost(in: range) { $0.classes.contains("wprm-recipe-instruction-group-name") }
        let inside = marked.flatMap { container in
            page.outermost(in: page.inside(container)) { ["h2", "h3", "h4", "h5", "h6"].contains($0.name) && !$0.classes.contains { $0.hasSuffix("-title") } }
        }
        return (named + inside).sorted().compactMap { index in
            // A group's name is short: a longer "heading" is read no further, and names no group.
            guard let text = page.elements[index].text(upTo: 120)?.replacingOccurrences(of: "\n", with: " ").trimmed else { return nil }
            // The method's own heading ("Instructions", "Bereiding") is no group's.
            guard !HeadedListsExtractor.isMethodTitle(HeadedListsExtractor.folded(text), loosely: false) else { return nil }
            return (index, String(text.reversed().drop { $0 == ":" || $0 == " " }.reversed()))
        }
    }

    /// A step's text, a bold title leading it joined as a HowToStep's name is ("BLISTER TOMATOES: In a large skillet…");
    /// bold words that start the sentence ("**Do not** open the oven") stay in it.
    private static func titled(_ step: HTMLElement) -> String {
        let text = step.text.replacingOccurrences(of: "\n", with: " ").trimmed
        let first = step.children.first { if case .text(let words) = $0 { !words.trimmed.isEmpty } else { true } }
        guard let bold = first?.element, ["strong", "b"].contains(bold.name),
              let title = bold.text(upTo: 60)?.replacingOccurrences(of: "\n", with: " ").trimmed,
              !title.isEmpty, let last = title.last, !".:!?;".contains(last), text.hasPrefix(title) else { return text }
        let rest = String(text.dropFirst(title.count)).trimmed
        guard rest.first?.isUppercase == true else { return text }
        return title + ": " + rest
    }
}
