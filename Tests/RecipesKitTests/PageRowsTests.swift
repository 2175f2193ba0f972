import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// Lines a page shows as rows (a table's, or `<div>`s of one class) rather than as a list's items, and rows that set
/// steps side by side in columns.
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

    /// The lines of the page's first run of rows (the cells inside each row are runs of their own, after it).
    private func rowLines(_ html: String) -> [String]? {
        PageBlock.blocks(in: HTMLDocument(html), budget: 100_000).first { $0.kind == .rows }?.lines
    }

    @Test func aRowOfStepsSetSideBySideIsEachStep() {
        let step = { (number: Int, text: String) in
            "<div class='col half'><span class='number'>\(number)</span><p>\(text)</p></div>"
        }
        let lines = rowLines("""
            <div class='step row'>\(step(1, "Bring a large pot of salted water to the boil, then cook the pasta until tender."))\
            \(step(2, "Meanwhile, warm the oil in a wide pan and soften the garlic without letting it brown."))</div>
            <div class='step row'>\(step(3, "Drain the pasta, keeping a cup of its water, and toss it in the pan with the garlic."))\
            \(step(4, "Loosen with the pasta water, season with salt and pepper and serve at once."))</div>
            """)
        #expect(lines?.count == 4)
        #expect(lines?.first?.hasPrefix("Bring a large pot") == true)
        #expect(lines?.last?.hasPrefix("Loosen with the pasta water") == true)
    }

    @Test func aRowOfLikeCellsIsStillOneLine() {
        let lines = rowLines("""
            <div class='ingredient'><div class='cell'>1 cup</div><div class='cell'>flour</div></div>
            <div class='ingredient'><div class='cell'>2</div><div class='cell'>eggs, beaten until smooth and pale.</div></div>
            <div class='ingredient'><div class='cell'>1 tsp</div><div class='cell'>salt</div></div>
            """)
        #expect(lines == ["1 cup flour", "2 eggs, beaten until smooth and pale.", "1 tsp salt"])
    }

    @Test func aPageWithoutMarkupWhoseMethodIsTwoStepsToARowReadsEveryStep() throws {
        let column = { (text: String) in "<div class='col-md-6'><p>\(text)</p></div>" }
        let page = """
            <h1>Garlic Pasta</h1><h2>Ingredients</h2><ul><li>200 g spaghetti</li><li>3 cloves garlic</li><li>3 tbsp olive oil</li></ul>
            <h2>Instructions</h2>
            <div class='step'>\(column("Cook the spaghetti in plenty of salted boiling water until it is just tender."))\
            \(column("Meanwhile, warm the oil and soften the sliced garlic in it over a low heat."))</div>
            <div class='step'>\(column("Drain the spaghetti and toss it with the garlic oil, adding a splash of its water."))\
            \(column("Season with salt and pepper, then serve straight away in warm bowls."))</div>
            """
        let recipe = try #require(try RecipePageDecoder().decode(Data(page.utf8)).recipes.first).recipe
        #expect(recipe.steps.count == 4)
        #expect(recipe.steps.last?.hasPrefix("Season with salt") == true)
    }
}
