import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// What a page's JSON-LD runs together (ingredients without amounts, a method as one text) is read from the page's
/// text instead, and only when the page shows the same.
@Suite struct ShownTextTests {
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

    private static let method = [
        "Rinse the chickpeas in a sieve under running water and leave them to drain well.",
        "Blend the chickpeas, garlic and parsley in a tall jug until smooth, then season the mixture.",
        "Shape the mixture into small patties and fry them in hot oil for four minutes on each side.",
    ]

    private func page(method shown: [String], markup: String) -> Data {
        let steps = shown.map { "<p>\($0)</p>" }.joined()
        return Data("""
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Chickpea Patties",
            "recipeIngredient":["500 g chickpeas","2 cloves garlic","1 bunch parsley"],"recipeInstructions":"\(markup)",
            "totalTime":"PT40M"}</script></head>
            <body><h1>Chickpea Patties</h1><ul><li>500 g chickpeas</li><li>2 cloves garlic</li><li>1 bunch parsley</li></ul>
            <h2>Method</h2>\(steps)<p>Rated 5 stars by 212 cooks who made it this week.</p></body></html>
            """.utf8)
    }

    @Test func aMethodRunTogetherTakesTheStepsThePageShowsItIn() throws {
        let shown = Self.method.enumerated().map { "\($0.offset + 1) \($0.element)" }
        let found = try imported(page(method: shown, markup: Self.method.joined(separator: " ")))
        #expect(found.recipe.steps == Self.method)
        #expect(found.recipe.timers == [0, 0, 4], "read from the steps' words, as from JSON-LD's own steps")
        let timeless = Self.method.map { $0.replacingOccurrences(of: " for four minutes on each side", with: "") }
        let timed = try imported(page(method: timeless, markup: timeless.joined(separator: " ")))
        #expect(timed.recipe.timers == [0, 0, 40], "the recipe's totalTime, on the last step")
        #expect(found.notes.contains(RecipePageDecoder.shownStepsNote))
    }

    @Test func stepsThePageShowsDifferentlyOrInPartAreNotTaken() throws {
        let whole = Self.method.joined(separator: " ")
        for shown in [
            Array(Self.method.reversed()),
            [Self.method[0], "Serve the patties warm with a yogurt and cucumber dip and a green salad."],
        ] {
            let found = try imported(page(method: shown, markup: whole))
            #expect(found.recipe.steps == [whole], "\(shown)")
            #expect(!found.notes.contains(RecipePageDecoder.shownStepsNote))
        }
    }

    @Test(arguments: [("1 Rinse the peas.", "Rinse the peas."), ("12. Stir.", "Stir."), ("2) Add salt", "Add salt"), ("100 g flour", "100 g flour"), ("3rd time", "3rd time")])
    func aStepsNumberIsTakenOffAndNothingElse(step: String, bare: String) {
        #expect(RecipePageDecoder.unnumbered(step) == bare)
    }
}
