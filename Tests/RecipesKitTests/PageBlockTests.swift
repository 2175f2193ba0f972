import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// How lines a page shows together are found: rows, and rows that are a layout of columns.
@Suite struct PageBlockTests {
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
