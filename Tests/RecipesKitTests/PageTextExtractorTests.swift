import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// The reader of a page's own text, and what it gives recipes whose markup lacks steps or amounts.
@Suite struct PageTextExtractorTests {
    private func recipe(_ html: String) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first)
    }

    @Test(arguments: ["1. Preheat the oven", "2- Add the flour", "3) Stir well", "12: Serve warm"])
    func numberedStepsAreNoIngredientLines(line: String) {
        #expect(PageTextExtractor.isNumberedStep(line))
        #expect(!PageTextExtractor.isIngredient(line))
    }

    @Test(arguments: ["1-2 cups flour", "2 eggs", "½ tsp salt", "• 15 g Parmesan", "a pinch of salt", "1.5 kg lamb"])
    func amountsInAnyLanguageAreIngredientLines(line: String) {
        #expect(PageTextExtractor.isIngredient(line))
    }

    @Test func theStepsFollowTheAmountsAndNotTheNavigationOrTheComments() throws {
        let found = try recipe("""
            <nav><ul><li>1 Home</li><li>2 Shop</li><li>3 Blog</li></ul></nav>
            <h1>Lentil Soup</h1><p>A soup for cold evenings, ready in under an hour.</p>
            <ul><li>200 g red lentils</li><li>1 onion, chopped</li><li>1 l stock</li></ul>
            <p>Soften the onion in a little oil for five minutes.</p><p>Add the lentils and the stock and simmer for 20 minutes.</p>
            <div class="comments-area"><ul><li>5 stars</li><li>2 bowls each</li><li>10 out of 10</li><li>4 of us loved it</li></ul></div>
            """)
        #expect(found.recipe.name == "Lentil Soup")
        #expect(found.recipe.ingredients.map(\.name) == ["red lentils", "onion, chopped", "stock"])
        #expect(found.recipe.steps == ["Soften the onion in a little oil for five minutes.", "Add the lentils and the stock and simmer for 20 minutes."])
        #expect(found.notes.contains("read from the page's text (no usable JSON-LD)"))
    }

    @Test func aPageWithAmountsButNoSentencesAfterThemHasNoRecipe() {
        #expect(throws: JSONLDDecoder.Failure.self) {
            try RecipePageDecoder().decode(Data("<h1>Price list</h1><ul><li>2 kg apples</li><li>3 kg pears</li></ul><p>Open daily.</p>".utf8))
        }
    }

    @Test func markupWithoutStepsTakesThePagesStepsAndSaysSo() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread", "1 tbsp butter"]}</script>
            <ul><li>2 slices bread</li><li>1 tbsp butter</li></ul><ol><li>Toast the bread until golden on both sides.</li><li>Spread the butter while it is still warm.</li></ol>
            """)
        #expect(found.recipe.steps.count == 2)
        #expect(found.notes.contains("steps read from the page's text (its markup has none)"))
    }

    @Test func markupWithoutAmountsTakesThePagesIngredients() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Pancakes", "recipeIngredient": ["US", "METRIC"],
            "recipeInstructions": ["Whisk everything together.", "Fry in a hot pan."]}</script>
            <ul><li>US</li><li>METRIC</li></ul><ul><li>250 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>
            """)
        #expect(found.recipe.ingredients.map(\.name) == ["flour", "eggs", "milk"])
        #expect(found.notes.contains { $0.hasPrefix("ingredients read from the page's text") })
    }

    @Test func oneMarkupTextOfSeveralLinesIsSeveralIngredientsButAnAmountOverALineIsOne() throws {
        let lines = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Salad", "recipeIngredient": ["2 tomatoes\\n1 cucumber\\n100 g feta\\nolive oil"],
            "recipeInstructions": ["Chop and toss everything."]}</script>
            """)
        #expect(lines.recipe.ingredients.map(\.name) == ["tomatoes", "cucumber", "feta", "olive oil"])
        let split = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Stew", "recipeIngredient": ["40 gr\\nbacon", "1 onion"],
            "recipeInstructions": ["Brown the bacon and the onion."]}</script>
            """)
        #expect(split.recipe.ingredients.count == 2)
    }

    @Test func aTextTooLongForOneIngredientIsSplitAtItsCommas() throws {
        let joined = (1...12).map { "\($0)00 g ingredient number \($0)" }.joined(separator: ", ")
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Cake", "recipeIngredient": ["\(joined)"], "recipeInstructions": ["Mix and bake."]}</script>
            """)
        #expect(found.recipe.ingredients.count == 12)
    }

    @Test func entitiesInMarkupAreDecodedAndAStepOfMarkupAloneGoes() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tvarohov&eacute; kn&scaron;edli", "recipeIngredient": ["250 g tvarohu"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "Zmie&scaron;ajte.", "totalTime": "PT5M"}, {"@type": "HowToStep", "text": "&nbsp;"}, {"@type": "HowToStep", "text": "Varte 10 min&uacute;t."}]}</script>
            """)
        #expect(found.recipe.name == "Tvarohové knšedli")
        #expect(found.recipe.steps == ["Zmiešajte.", "Varte 10 minút."])
    }

    @Test func deeplyNestedListsAreReadInBoundedWork() throws {
        // Every list's items hold every list inside it: without a budget each level would read the rest again.
        let nested = String(repeating: "<ul><li>1 cup flour ", count: 20_000) + String(repeating: "</li></ul>", count: 20_000)
        let page = HTMLDocument(nested + "<p>Mix the flour with water and knead it well.</p>")
        let blocks = PageBlock.blocks(in: page, budget: 1_000_000)
        #expect(blocks.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.count } } <= 1_000_000 + PageBlock.longestLine)
    }
}
