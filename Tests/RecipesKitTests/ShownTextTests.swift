import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// What a page's JSON-LD or microdata runs together (ingredients without amounts, a method as one text) is read
/// from the page's text instead, and only when the page shows the same.
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
        #expect(found.recipe.ingredients.map(\.quantity) == ["1 Stück", "2", "2 tbsp", "18 Scheiben"])
        #expect(found.recipe.ingredients.map(\.name).last == "Speck")
        #expect(found.notes.contains(RecipePageDecoder.shownAmountsNote))
    }

    @Test func microdataIngredientsWithoutAmountsTakeTheLinesThePageShowsToo() throws {
        let items = ["Tequila", "Apelsinlikör", "Limejuice"].map { "<span itemprop=\"recipeIngredient\">\($0)</span>" }.joined()
        let shown = ["4 cl Tequila", "2 cl Apelsinlikör", "2 cl Limejuice"].map { "<li>\($0)</li>" }.joined()
        let found = try imported(Data("""
            <html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Margarita</h1>
            <div hidden>\(items)</div><h2>Ingredienser</h2><ul>\(shown)</ul>
            <p itemprop="recipeInstructions">Skaka allt med is och sila upp i glaset.</p></div></body></html>
            """.utf8))
        #expect(found.recipe.ingredients.map(\.quantity) == ["4 cl", "2 cl", "2 cl"])
        #expect(found.notes.contains(RecipePageDecoder.shownAmountsNote))
    }

    @Test func aMethodWithNoIngredientsTakesTheLinesOfAmountsThePageShows() throws {
        // The method wraps onions in bacon: the lines name what it uses.
        let found = try imported(page(ingredients: [], shown: ["4 red onions", "18 slices smoked bacon", "1 tbsp honey"]))
        #expect(found.recipe.ingredients.map(\.quantity) == ["4", "18 slices", "1 tbsp"])
        #expect(found.notes.contains(RecipePageDecoder.shownIngredientsNote))
    }

    @Test func aKeywordGivenAsTheIngredientsTakesTheLinesOfAmountsThePageShows() throws {
        let found = try imported(page(ingredients: ["Onions"], shown: ["4 red onions", "18 slices smoked bacon", "1 tbsp honey"]))
        #expect(found.recipe.ingredients.map(\.quantity) == ["4", "18 slices", "1 tbsp"])
        #expect(found.notes.contains(RecipePageDecoder.shownForKeywordsNote))
        // Names the page shows with amounts are taken as named, not as keywords.
        let named = try imported(page(ingredients: ["Onions", "Bacon"], shown: ["4 red onions", "18 slices smoked bacon", "1 tbsp honey"]))
        #expect(named.recipe.ingredients.map(\.quantity) == ["4", "18 slices"])
        #expect(named.notes.contains(RecipePageDecoder.shownAmountsNote))
        #expect(!named.notes.contains(RecipePageDecoder.shownForKeywordsNote))
        // A line too long for a keyword is no keyword.
        let long = try imported(page(ingredients: ["Onions wrapped in smoked streaky bacon"], shown: ["4 red onions", "18 slices smoked bacon"]))
        #expect(long.recipe.ingredients.map(\.name) == ["Onions wrapped in smoked streaky bacon"])
    }

    @Test func aMethodWithNoIngredientsIsNotGivenLinesOfAmountsItDoesNotUse() throws {
        // Lines of amounts the text reader takes, none naming what the method (onions, bacon) uses.
        let found = try imported(page(ingredients: [], shown: ["210 kcal", "12 g fat", "54 g carbohydrate", "3 g fibre"]))
        #expect(found.recipe.ingredients.isEmpty)
        #expect(!found.notes.contains(RecipePageDecoder.shownIngredientsNote))
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

    @Test func ingredientLinesRunTogetherTakeTheLinesThePageShows() throws {
        let shown = ["3 tablespoons of red pepper powder", "2 tablespoons sesame oil", "2 small onions, chopped.",
                     "3 cloves of garlic, minced.", "1 case of silken tofu, chopped into little cubes.", "2 1/2 cups of water"]
        let found = try imported(page(ingredients: [shown.joined()], shown: shown))
        #expect(found.recipe.ingredients.map(\.line) == shown.map { Ingredient(line: $0)?.line ?? "" })
        #expect(found.recipe.ingredients.count == shown.count)
        #expect(found.notes.contains(RecipePageDecoder.shownLinesNote))
        // Lines the page shows that are not what the markup ran together are not taken.
        let other = try imported(page(ingredients: [shown.joined()], shown: ["500 g flour", "2 eggs", "1 l milk"]))
        #expect(!other.notes.contains(RecipePageDecoder.shownLinesNote))
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

    @Test(arguments: [
        ("1 Rinse the peas.", 1, "Rinse the peas."), ("12. Stir.", 12, "Stir."), ("2) Add salt", 2, "Add salt"),
        ("2 Eier verquirlen.", 1, "2 Eier verquirlen."), ("15 minutes before serving, add the herbs.", 3, "15 minutes before serving, add the herbs."),
        ("3rd time", 3, "3rd time"), ("3Stir the sauce.", 3, "Stir the sauce."), ("1EL Öl erhitzen.", 1, "1EL Öl erhitzen."),
        ("2Go", 2, "2Go"),
    ])
    func aStepsNumberIsTakenOffOnlyWhenItIsItsPlace(step: String, position: Int, bare: String) {
        #expect(RecipePageDecoder.unnumbered(step, position: position) == bare)
    }

    @Test func aShortStepCountsOnlyWhereTheTextGoesOnWithIt() {
        let text = "Rinse the chickpeas well and drain them. Serve. Fry the patties until golden on both sides. Serve."
        let shown = ["Rinse the chickpeas well and drain them.", "Serve.", "Fry the patties until golden on both sides.", "Serve."]
        #expect(RecipePageDecoder.shownSteps(shown, within: text) == shown)
        // "Salt." is nowhere next in the text: not taken, and the rest still covers it.
        let salted = ["Rinse the chickpeas well and drain them.", "Salt.", "Serve.", "Fry the patties until golden on both sides.", "Serve."]
        #expect(RecipePageDecoder.shownSteps(salted, within: text) == shown)
    }

    @Test func ingredientLinesMoreThanTwoApartAreNotTaken() {
        let ingredients = ["garlic", "onion"].map { Ingredient(quantity: "", name: $0, type: "") }
        #expect(RecipePageDecoder.shownLines(["1 clove garlic", "x", "y", "2 onions"], naming: ingredients) == ["1 clove garlic", "2 onions"])
        #expect(RecipePageDecoder.shownLines(["1 clove garlic", "x", "y", "z", "2 onions"], naming: ingredients) == nil)
    }

    /// A hostile page: a run-on method of the longest step allowed and thousands of shown steps that are almost,
    /// but never, in it. The work is bounded (steps looked at, linear search) and the answer is "not taken".
    @Test func nearMissesInALongRunOnTextAreBoundedAndNotTaken() {
        let text = String(repeating: "a", count: RecipeValidator.maximumStepLength - 2) + ". b. c."
        let shown = (0..<5_000).map { _ in String(repeating: "a", count: 400) + "b" }
        // Not a speed target: a quadratic search would take minutes here (the suite's time limit would end it).
        #expect(RecipePageDecoder.shownSteps(shown, within: text) == nil)
    }

    @Test func aJSONLDDocumentIsNotReadAsAPage() throws {
        let json = """
            {"@type":"Recipe","name":"Bacon Bombs","recipeIngredient":["Knoblauchzehe","Sojasauce"],
            "description":"<ul><li>1 Stück Knoblauchzehe</li><li>2 tbsp Sojasauce</li></ul>","recipeInstructions":["Wrap.","Bake."]}
            """
        let found = try imported(Data(json.utf8))
        #expect(found.recipe.ingredients.map(\.quantity) == ["", ""])
        #expect(!found.notes.contains(RecipePageDecoder.shownAmountsNote))
    }
}
