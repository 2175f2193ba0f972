import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// A JSON-LD recipe whose ingredients carry no amounts takes the lines its page shows, and only those naming its foods.
@Suite struct ShownAmountsTests {
    private func page(ingredients: [String], shown: [String]) -> Data {
        let markup = ingredients.map { "\"\($0)\"" }.joined(separator: ",")
        let list = shown.map { "<li>\($0)</li>" }.joined()
        return Data("""
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Bacon Bombs",
            "recipeIngredient":[\(markup)],"recipeInstructions":["Wrap the onions in bacon.","Bake for 20 minutes."]}</script></head>
            <body><h1>Bacon Bombs</h1><h2>Zutaten</h2><ul>\(list)</ul><p>Wrap the onions in bacon and bake them.</p></body></html>
            """.utf8)
    }

    private func imported(_ data: Data) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(data).recipes.first)
    }

    @Test func ingredientsWithoutAmountsTakeTheLinesThePageShows() throws {
        let found = try imported(page(
            ingredients: ["Knoblauchzehe", "Rote Zwiebeln", "Sojasauce", "Speck"],
            shown: ["1 Stück Knoblauchzehe", "2 rote Zwiebeln", "Für die Glasur:", "2 tbsp Sojasauce", "18 Scheiben Speck"]))
        #expect(found.recipe.ingredients.map(\.quantity) == ["1", "2", "2 tbsp", "18"])
        #expect(found.recipe.ingredients.map(\.name).last == "Scheiben Speck")
        #expect(found.notes.contains(RecipePageDecoder.shownAmountsNote))
    }

    @Test func linesNamingOtherFoodsOrInAnotherOrderAreNotTaken() throws {
        let ingredients = ["Knoblauchzehe", "Rote Zwiebeln", "Sojasauce"]
        for shown in [
            ["1 Stück Knoblauchzehe", "200 g Mehl", "2 EL Sojasauce"],
            ["2 EL Sojasauce", "1 Stück Knoblauchzehe", "2 rote Zwiebeln"],
            ["1 Stück Knoblauchzehe", "1", "2", "3", "2 rote Zwiebeln", "2 EL Sojasauce"],
        ] {
            let found = try imported(page(ingredients: ingredients, shown: shown))
            #expect(found.recipe.ingredients.map(\.name) == ingredients, "\(shown)")
            #expect(!found.notes.contains(RecipePageDecoder.shownAmountsNote))
        }
    }

    @Test func ingredientsWithAnAmountKeepTheMarkupsLines() throws {
        let found = try imported(page(ingredients: ["1 Knoblauchzehe", "Rote Zwiebeln"], shown: ["3 Knoblauchzehen", "2 rote Zwiebeln"]))
        #expect(found.recipe.ingredients.map(\.quantity) == ["1", ""])
    }

    @Test func shownLinesMostlyWithoutAmountsAreNotTaken() {
        let ingredients = ["salt", "pepper", "oil"].map { Ingredient(quantity: "", name: $0, type: "") }
        #expect(RecipePageDecoder.shownLines(["salt", "pepper", "2 tbsp oil"], naming: ingredients) == nil)
        #expect(RecipePageDecoder.shownLines(["a pinch of salt", "pepper", "2 tbsp oil"], naming: ingredients) == ["a pinch of salt", "pepper", "2 tbsp oil"])
    }
}
