import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// Ingredient lines a page shows as rows (a table's, or `<div>`s of one class) rather than as a list's items.
@Suite struct PageRowsTests {
    private func recipe(_ html: String) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first)
    }

    @Test func aTableOfAmountsAndNamesIsReadOneRowALine() throws {
        let found = try recipe("""
            <h1>Roast Chicken</h1>
            <table><tr><td> 150ml </td><td> red wine </td></tr><tr><td> 100g </td><td> tomato paste </td></tr>
            <tr><td> 3 </td><td> sprigs of thyme </td></tr></table>
            <p>Mix the wine, the paste and the thyme in a bowl.</p><p>Roast the chicken in the marinade for an hour.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["150ml red wine", "100g tomato paste", "3 sprigs of thyme"])
        #expect(found.recipe.steps.count == 2)
    }

    @Test func siblingDivsOfOneClassAreRowsAndOtherDivsAreNot() throws {
        let found = try recipe("""
            <h1>Popcorn</h1>
            <div class="intro">Makes 2 bowls</div><div class="note">Ready in 10 minutes</div>
            <div class="ingredient"><span class="amount">20 g</span> <span class="name">sunflower oil</span></div>
            <div class="ingredient"><span class="amount">50 g</span> <span class="name">popcorn kernels</span></div>
            <div class="ingredient"><span class="amount">3 tbsp</span> <span class="name">sugar</span></div>
            <p>Heat the oil in a large pan with a lid.</p><p>Add the kernels and shake until they have all popped.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["20 g sunflower oil", "50 g popcorn kernels", "3 tbsp sugar"])
    }

    @Test func markupWithoutAmountsTakesTheRowsThePageShows() throws {
        let found = try recipe("""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Popcorn",
            "recipeIngredient": ["sunflower oil", "popcorn kernels", "sugar"],
            "recipeInstructions": ["Heat the oil in a large pan.", "Add the kernels and shake until popped."]}</script>
            <div class="row"><span>20 g</span> <span>sunflower oil</span></div>
            <div class="row"><span>50 g</span> <span>popcorn kernels</span></div>
            <div class="row"><span>3 tbsp</span> <span>sugar</span></div>
            """)
        #expect(found.recipe.ingredients.map(\.quantity) == ["20 g", "50 g", "3 tbsp"])
        #expect(found.notes.contains(RecipePageDecoder.shownAmountsNote))
    }

    @Test func aGridsColumnOfFiguresIsNoIngredients() {
        // A baker's table laid out as a grid: each name's cell, then its weight and percentage in cells of one class.
        let html = """
            <h1>Rolls</h1>
            <div class="col-6">Wheat flour</div><div class="col-3">5.000</div><div class="col-3">50.00</div>
            <div class="col-6">Yeast</div><div class="col-3">0.250</div><div class="col-3">2.50</div>
            <p>Place all of the ingredients into a mixing bowl.</p><p>Mix for 3 minutes on slow speed.</p>
            """
        let found = try? RecipePageDecoder().decode(Data(html.utf8)).recipes.first
        #expect(found?.recipe.ingredients.contains { $0.line.allSatisfy { !$0.isLetter } } != true)
    }

    @Test func rowsHoldingListsAreSectionsNotLines() throws {
        let found = try recipe("""
            <h1>Two Sauces</h1>
            <div class="section"><ul><li>2 tbsp olive oil</li><li>1 tbsp vinegar</li></ul></div>
            <div class="section"><ul><li>1 lettuce</li><li>200 g tomatoes</li></ul></div>
            <p>Whisk the oil and the vinegar together.</p><p>Toss the salad in the dressing and serve.</p>
            """)
        #expect(found.recipe.ingredients.map(\.quantity) == ["2 tbsp", "1 tbsp", "1", "200 g"])
    }

    @Test func cellsWrittenTogetherAreStillApartAndAHeadingsRowIsNoLine() throws {
        let found = try recipe("""
            <h1>Roast Chicken</h1>
            <table><tr><th>Amount</th><th>Ingredient</th></tr><tr><td>150ml</td><td>red wine</td></tr>\
            <tr><td>100g</td><td>tomato paste</td></tr><tr><td>3</td><td>sprigs of thyme</td></tr></table>
            <p>Mix the wine, the paste and the thyme in a bowl.</p><p>Roast the chicken in the marinade for an hour.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["150ml red wine", "100g tomato paste", "3 sprigs of thyme"])
    }

    @Test func stripedRowsAreOneRun() throws {
        let found = try recipe("""
            <h1>Popcorn</h1>
            <div class="ingredient odd"><span>20 g</span><span>sunflower oil</span></div>
            <div class="ingredient even"><span>50 g</span><span>popcorn kernels</span></div>
            <div class="ingredient odd"><span>3 tbsp</span><span>sugar</span></div>
            <p>Heat the oil in a large pan with a lid.</p><p>Add the kernels and shake until they have all popped.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["20 g sunflower oil", "50 g popcorn kernels", "3 tbsp sugar"])
    }

    @Test func numberedStepsInDivsAreStepsNotAmounts() throws {
        let found = try recipe("""
            <h1>Pancakes</h1>
            <ul><li>200 g flour</li><li>2 eggs</li></ul>
            <div class="step"><span>1</span> <p>Mix the flour and the eggs in a bowl.</p></div>
            <div class="step"><span>2</span> <p>Rest the batter for ten minutes or so.</p></div>
            <div class="step"><span>3</span> <p>Fry thin pancakes in a hot buttered pan.</p></div>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["200 g flour", "2 eggs"])
        #expect(found.recipe.steps.first == "Mix the flour and the eggs in a bowl.")
    }

    @Test func aParagraphInARowIsOneOfItsCells() throws {
        let found = try recipe("""
            <h1>Baked Eggs</h1>
            <div class="item"><label><span class="quantity">2</span> <p>ripe avocados</p></label></div>
            <div class="item"><label><span class="quantity">4</span> <p>large eggs</p></label></div>
            <div class="item"><label><span class="quantity">1/2 cup</span> <p>crumbled feta</p></label></div>
            <p>Halve the avocados and take out the stones.</p><p>Crack an egg into each half and bake for fifteen minutes.</p>
            """)
        #expect(found.recipe.ingredients.map(\.line) == ["2 ripe avocados", "4 large eggs", "1/2 cup crumbled feta"])
    }
}
