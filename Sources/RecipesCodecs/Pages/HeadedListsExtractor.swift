import Foundation
import RecipesKit

/// The last resort: a page with no recipe markup at all, read by its headings — the list after an
/// "Ingredients" heading, and the list (or paragraphs) after a "Method" or "Instructions" heading, in several
/// languages. The name is the page's first `<h1>`, else its title.
struct HeadedListsExtractor: RecipePageExtractor {
    let name = "headings"

    static let ingredientWords = ["ingredients", "ingredient list", "you will need", "zutaten", "ingrédients", "ingredientes", "ingredienti", "ingrediënten"]
    static let methodWords = [
        "instructions", "method", "directions", "preparation", "steps", "how to make", "zubereitung", "anleitung",
        "préparation", "instructions de préparation", "preparación", "elaboración", "procedimento", "preparazione", "bereiding",
    ]

    func nodes(in page: HTMLDocument) -> [[String: Any]] {
        let elements = page.root.descendants
        guard let ingredientsAt = Self.heading(in: elements, matching: Self.ingredientWords),
              let methodAt = Self.heading(in: elements, matching: Self.methodWords)
        else { return [] }
        let ingredients = Self.list(after: ingredientsAt, in: elements)
        let steps = Self.list(after: methodAt, in: elements, paragraphs: true)
        guard !ingredients.isEmpty, !steps.isEmpty else { return [] }
        let title = elements.first { $0.name == "h1" }?.text ?? elements.first { $0.name == "title" }?.text ?? ""
        return [["name": title, "recipeIngredient": ingredients, "recipeInstructions": steps]]
    }

    private static func isHeading(_ element: HTMLElement) -> Bool {
        ["h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "dt"].contains(element.name)
            || (element.name == "p" && element.text.count < 40)
    }

    /// The index of the first heading whose text is one of `words` (ignoring case, a trailing colon and spaces).
    private static func heading(in elements: [HTMLElement], matching words: [String]) -> Int? {
        elements.firstIndex { element in
            guard isHeading(element) else { return false }
            let text = element.text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " :\n"))
            return words.contains { text == $0 || (text.hasPrefix($0) && text.count <= $0.count + 24) }
        }
    }

    /// The items of the first list after `index`, else (for steps) the paragraphs up to the next heading.
    private static func list(after index: Int, in elements: [HTMLElement], paragraphs: Bool = false) -> [String] {
        var texts: [String] = []
        for element in elements[(index + 1)...] {
            if ["ul", "ol"].contains(element.name) {
                return element.descendants.filter { $0.name == "li" }.map { $0.text.replacingOccurrences(of: "\n", with: " ") }.filter { !$0.isEmpty }
            }
            if ["h1", "h2", "h3", "h4"].contains(element.name) { break }
            if paragraphs && element.name == "p" && element.text.count >= 20 { texts.append(element.text) }
        }
        return texts
    }
}
