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
                let steps = Self.items(page, inside, plugin.instruction)
                guard !ingredients.isEmpty || !steps.isEmpty else { continue }
                found.append(["name": page.elements[title].text, "recipeIngredient": ingredients, "recipeInstructions": steps])
            }
            if !found.isEmpty { break }
        }
        return found
    }

    /// The texts of the elements carrying the first of `classes` any element carries: a container's list items,
    /// or the elements themselves (WPRM marks each instruction and, inside it, its text: the text class comes first).
    private static func items(_ page: HTMLDocument, _ range: Range<Int>, _ classes: [String]) -> [String] {
        for name in classes {
            let marked = page.outermost(in: range) { $0.classes.contains(name) }
            guard !marked.isEmpty else { continue }
            return marked.flatMap { index -> [String] in
                let element = page.elements[index]
                let listItems = page.outermost(in: page.inside(index)) { $0.name == "li" }
                return element.name != "li" && !listItems.isEmpty ? listItems.map { page.elements[$0].text } : [element.text]
            }.map { $0.replacingOccurrences(of: "\n", with: " ") }.filter { !$0.isEmpty }
        }
        return []
    }
}
