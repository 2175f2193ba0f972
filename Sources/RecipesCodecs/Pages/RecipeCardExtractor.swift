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
            for card in page.root.descendants where card.classes.contains(plugin.card) || card.attributes["id"] == plugin.card {
                let inside = card.descendants
                guard let title = inside.first(where: { !Set($0.classes).isDisjoint(with: plugin.title) }) else { continue }
                let ingredients = Self.items(inside, plugin.ingredient)
                let steps = Self.items(inside, plugin.instruction)
                guard !ingredients.isEmpty || !steps.isEmpty else { continue }
                found.append(["name": title.text, "recipeIngredient": ingredients, "recipeInstructions": steps])
            }
            if !found.isEmpty { break }
        }
        return found
    }

    /// The texts of the elements carrying the first of `classes` any element carries: a container's list items,
    /// or the elements themselves (WPRM marks each instruction and, inside it, its text: the text class comes first).
    private static func items(_ elements: [HTMLElement], _ classes: [String]) -> [String] {
        for name in classes {
            let marked = elements.filter { $0.classes.contains(name) }
            guard !marked.isEmpty else { continue }
            return marked.flatMap { element -> [String] in
                let listItems = element.descendants.filter { $0.name == "li" }
                return element.name != "li" && !listItems.isEmpty ? listItems.map(\.text) : [element.text]
            }.map { $0.replacingOccurrences(of: "\n", with: " ") }.filter { !$0.isEmpty }
        }
        return []
    }
}
