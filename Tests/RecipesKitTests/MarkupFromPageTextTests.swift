import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// What a page's own text gives a recipe whose markup lacks steps or amounts, or runs its lines together.
@Suite struct MarkupFromPageTextTests {
    private func recipe(_ html: String) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first)
    }

    @Test func markupWithoutStepsTakesThePagesStepsAndSaysSo() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread", "1 tbsp butter"]}</script>
            <ul><li>2 slices bread</li><li>1 tbsp butter</li></ul><ol><li>Toast the bread until golden on both sides.</li><li>Spread the butter while it is still warm.</li></ol>
            """)
        #expect(found.recipe.steps.count == 2)
        #expect(found.notes.contains("steps read from the page's text (its markup has none)"))
    }

    @Test func markupWithStepsButNoIngredientsIsNotGivenTheAmountsOfAnotherBlock() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Pancakes", "recipeInstructions": ["Whisk everything together.", "Fry in a hot pan."]}</script>
            <ul><li>210 kcal</li><li>1 g fat</li><li>54 g carbohydrate</li></ul>
            """)
        #expect(found.recipe.ingredients.isEmpty)
    }

    @Test func aPageOfSeveralRecipesWithoutStepsGivesNoneOfThemItsSteps() throws {
        let result = try RecipePageDecoder().decode(Data("""
            <script type="application/ld+json">{"@graph": [
              {"@type": "Recipe", "name": "Focaccia", "recipeIngredient": ["500 g flour", "7 g yeast"]},
              {"@type": "Recipe", "name": "Pesto", "recipeIngredient": ["50 g basil", "30 g pine nuts"]}]}</script>
            <h1>Pesto</h1><ul><li>50 g basil</li><li>30 g pine nuts</li></ul><ol><li>Toast the nuts.</li><li>Blend it all.</li></ol>
            """.utf8))
        #expect(result.recipes.map(\.recipe.name) == ["Pesto"])
        #expect(result.recipes.first?.notes.contains("read from the page's text (no usable JSON-LD)") == true)
    }

    @Test func markupIngredientsWithoutAmountsAreKept() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Smoothie", "recipeIngredient": ["2 frozen bananas", "Ice"],
            "recipeInstructions": ["Blend until smooth."]}</script>
            <ul><li>210 kcal</li><li>1 g fat</li><li>54 g carbohydrate</li></ul>
            """)
        #expect(found.recipe.ingredients.map(\.name) == ["frozen bananas", "Ice"])
    }

    @Test func aRecipeWithNeitherIngredientsNorStepsIsNotFilledFromThePage() throws {
        let result = try RecipePageDecoder().decode(Data("""
            <script type="application/ld+json">{"@graph": [
              {"@type": "Recipe", "name": "Flapjacks", "recipeIngredient": ["250 g oats", "125 g butter"], "recipeInstructions": ["Melt the butter and stir in the oats."]},
              {"@type": "Recipe", "name": "Flapjacks", "aggregateRating": {"ratingValue": 5}}]}</script>
            <ul><li>250 g oats</li><li>125 g butter</li><li>3 tbsp syrup</li></ul><p>Bake them for twenty minutes in a hot oven.</p>
            """.utf8))
        #expect(result.recipes.count == 1)
        #expect(result.recipes.first?.recipe.steps == ["Melt the butter and stir in the oats."])
    }

    @Test func markupWithoutStepsTakesTheHeadingsStepsBeforeThePagesText() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Pesto", "recipeIngredient": ["50 g basil", "30 g pine nuts", "1 clove garlic"]}</script>
            <h1>Pesto</h1><h2>Ingredients</h2><ul><li>50 g basil</li><li>30 g pine nuts</li><li>1 clove garlic</li></ul>
            <h2>Method</h2><ol><li>Toast the nuts.</li><li>Blend it all.</li><li>Season well.</li></ol>
            <p>This pesto keeps for a week in the fridge under a layer of oil.</p><p>Subscribe to our newsletter for a recipe every week.</p>
            """)
        #expect(found.recipe.steps == ["Toast the nuts.", "Blend it all.", "Season well."])
    }

    @Test func aStepOfMarkupAloneIsNoStepAndThePageGivesThem() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread", "1 tbsp butter"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "<p>&nbsp;</p>"}]}</script>
            <ul><li>2 slices bread</li><li>1 tbsp butter</li></ul><ol><li>Toast the bread until golden on both sides.</li><li>Spread the butter while it is still warm.</li></ol>
            """)
        #expect(found.recipe.steps.count == 2)
    }

    @Test func aJSONLDIngredientBrokenByMarkupIsSeveral() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Bread", "recipeIngredient": ["500 g flour<br>7 g yeast<br />10 g salt", "40 gr<br>bacon"],
            "recipeInstructions": ["Mix, knead and bake."]}</script>
            """)
        // Three amounts broken by markup are three ingredients; an amount over its food's line is one.
        #expect(found.recipe.ingredients.count == 4)
        #expect(found.recipe.ingredients.prefix(3).map(\.name) == ["flour", "yeast", "salt"])
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
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tvarohov&eacute; kn&scaron;edli &Ntilde;&#10;a", "recipeIngredient": ["250 g tvarohu"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "Zmie&scaron;ajte.", "timeRequired": "PT5M"}, {"@type": "HowToStep", "text": "&nbsp;", "timeRequired": "PT7M"},
            {"@type": "HowToStep", "text": "Varte 10 min&uacute;t.", "timeRequired": "PT10M"}]}</script>
            """)
        #expect(found.recipe.name == "Tvarohové knšedli Ñ a")
        #expect(found.recipe.steps == ["Zmiešajte.", "Varte 10 minút."])
        #expect(found.recipe.timers == [5, 10])
    }

    @Test func aNameEscapedTwiceReadsAsWrittenAndAnAmpersandOnceEscapedStays() throws {
        let twice = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Pomegranate &amp;amp; Pepper Wings &amp;#8211; Sticky", "recipeIngredient": ["1 kg wings"], "recipeInstructions": ["Bake."]}</script>
            """)
        #expect(twice.recipe.name == "Pomegranate & Pepper Wings – Sticky")
        let literal = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Fish &amp; Chips & Peas", "recipeIngredient": ["1 kg fish"], "recipeInstructions": ["Fry."]}</script>
            """)
        #expect(literal.recipe.name == "Fish & Chips & Peas")
        let once = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "AT&amp;T Chili &amp; Beans", "recipeIngredient": ["1 kg beans"], "recipeInstructions": ["Cook."]}</script>
            """)
        #expect(once.recipe.name == "AT&T Chili & Beans")
    }
}
