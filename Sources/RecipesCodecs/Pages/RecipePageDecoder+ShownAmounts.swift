import Foundation
import RecipesKit

extension RecipePageDecoder {
    /// How the note says that the ingredients came from the page's text.
    static let shownAmountsNote = "recipeIngredient: no amounts; the ingredient lines the page shows were read instead"

    /// `result` with its one recipe's ingredients taken from the page's text when its JSON-LD gives none an amount
    /// ("Knoblauchzehe", "Sojasauce") and the page shows lines naming the same foods, in the same order, with
    /// amounts: some sites leave the amounts out of their markup but not out of the page a cook reads.
    static func withShownAmounts(_ result: JSONLDDecoder.Result, page bytes: [UInt8], deadline: ReadingDeadline?) -> JSONLDDecoder.Result {
        guard result.recipes.count == 1, let recipe = result.recipes.first?.recipe, recipe.ingredients.count >= 2,
              recipe.ingredients.allSatisfy({ $0.quantity.trimmed.isEmpty })
        else { return result }
        let shown = PageTextExtractor.read(HTMLDocument(bytes: bytes, deadline: deadline)).ingredients
        guard let lines = shownLines(shown, naming: recipe.ingredients) else { return result }
        var changed = result
        changed.recipes[0].recipe.ingredients = lines.compactMap(Ingredient.init(line:))
        changed.recipes[0].notes.append(shownAmountsNote)
        return changed
    }

    /// The shown line naming each of `ingredients`, when each name is found in one, in order (folded, as filters
    /// match), at most two lines after the last found, and most of those lines have an amount; nil otherwise.
    static func shownLines(_ shown: [String], naming ingredients: [Ingredient]) -> [String]? {
        let folded = shown.map(TextPattern.folding)
        var matched: [Int] = []
        var next = 0
        for ingredient in ingredients {
            let name = TextPattern.folding(ingredient.name)
            guard !name.isEmpty else { return nil }
            // Lines the markup does not name (a section's title) may sit between those it does: two, no more.
            guard let found = folded[next...].prefix(3).firstIndex(where: { $0.contains(name) }) else { return nil }
            matched.append(found)
            next = found + 1
        }
        let lines = matched.map { shown[$0] }
        let withAmounts = lines.filter { Ingredient(line: $0).map { !$0.quantity.isEmpty } ?? false }.count
        return withAmounts * 2 > lines.count ? lines : nil
    }
}
