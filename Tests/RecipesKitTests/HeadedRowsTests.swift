import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// The headings reader takes a list written as rows of styled elements, as a page shows it, and nothing else that
/// stands in rows.
@Suite struct HeadedRowsTests {
    private func recipe(_ body: String) throws -> Recipe {
        let html = "<html><head><title>Kartoffelgulasch</title></head><body><h1>Kartoffelgulasch</h1>\(body)</body></html>"
        return try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first?.recipe)
    }

    private func row(_ name: String, _ amount: String) -> String {
        #"<div class=""><div class="item"><p class="name"> \#(name)</p><p class="amount"><span class="n">\#(amount.prefix { $0 != " " })</span><span>\#(amount.drop { $0 != " " })</span></p></div></div>"#
    }

    private let method = "<h2>Anleitung</h2><ol><li>Kartoffeln schälen und würfeln, Zwiebeln in Streifen schneiden.</li><li>Alles in einem Topf 20 Minuten garen.</li></ol>"

    @Test func rowsOfAFoodOverItsAmountAreTheIngredientsWithTheAmountFirst() throws {
        let rows = [row("Kartoffeln", "800 g, vorwiegend festkochend"), row("Zwiebel/n", "2 Stück, mittelgroß"), row("Tomatenmark", "2 EL")]
        // The div after the list's parent is alike too ("<div class>"), but no sibling of its rows.
        let found = try recipe("<div><h2>Zutaten</h2><div class=\"list\">\(rows.joined())</div></div><div class=\"\"><p>Werbung</p></div>\(method)")
        #expect(found.ingredients.map(\.line) == ["800 g Kartoffeln, vorwiegend festkochend", "2 Stück Zwiebel/n, mittelgroß", "2 EL Tomatenmark"])
        #expect(found.steps.count == 2)
    }

    @Test func aTablesRowsUnderTheHeadingAreTheIngredientsEachCellApart() throws {
        let found = try recipe("""
            <h2>Zutaten</h2><table><tr><td>Mehl</td><td>200 g</td></tr><tr><td>Milch</td><td>300 ml</td></tr>
            <tr><td>Eier</td><td>2</td></tr></table>\(method)
            """)
        #expect(found.ingredients.map(\.line) == ["200 g Mehl", "300 ml Milch", "2 Eier"])
    }

    @Test func stripedRowsUnderTheHeadingAreOneListWhateverFollowsTheirFirstClass() {
        let stripes = ["odd", "even", "odd"]
        let lines = ["200 g Mehl", "300 ml Milch", "2 Eier"]
        let divs = zip(stripes, lines).map { "<div class=\"zutat \($0)\"><span>\($1)</span></div>" }.joined()
        let rows = zip(stripes, lines).map { "<tr class=\"\($0)\"><td>\($1)</td></tr>" }.joined()
        for body in ["<div>\(divs)</div>", "<table>\(rows)</table>"] {
            let page = HTMLDocument("<h2>Zutaten</h2>\(body)<h2>Zubereitung</h2>")
            #expect(page.rows(after: 0, before: page.elements.count, foodFirst: true) { _ in true } == lines)
        }
    }

    @Test func rowsOfStepsInsideAWrapperWinOverTheWrapperAndItsFootnote() throws {
        let steps = (1...3).map { #"<div class="direction"><h3>Step \#($0)</h3><p>Stir the onions in the butter for \#($0 * 5) minutes.</p></div>"# }
        let found = try recipe("""
            <h2>Ingredients</h2><ul><li>2 large onions</li><li>4 tbsp butter</li></ul>
            <div><h2>Directions</h2><div>\(steps.joined())</div><div><p>Recipe adapted from a farm kitchen, with thanks.</p></div></div>
            """)
        // Each row is a step, its label read off as the page's own numbering.
        #expect(found.steps == (1...3).map { "Stir the onions in the butter for \($0 * 5) minutes." })
    }

    @Test func rowsOfAServingsPickerAreNoIngredients() throws {
        let picker = (1...8).map { "<div class=\"serving\"><button>\($0)</button></div>" }.joined()
        let html = "<html><body><h1>Soup</h1><h2>Ingredients</h2>\(picker)<p>Salt</p><h2>Method</h2><ol><li>Cook the soup slowly for an hour.</li></ol></body></html>"
        #expect(HeadedListsExtractor().nodes(in: HTMLDocument(html)).isEmpty)
    }

    @Test func paragraphsThatReadAsIngredientsAreKeptWhereRowsReadFewerAmounts() throws {
        let found = try recipe("""
            <h2>Ingredients</h2><div class="r"><p>1 kg tomatoes</p></div><div class="r"><p>1 onion</p></div><p>2 cloves garlic</p>
            \(method)
            """)
        #expect(found.ingredients.map(\.line) == ["1 kg tomatoes", "1 onion", "2 cloves garlic"])
    }

    @Test func rowsInsideARunOfWrappersThatIsNoListAreFoundAndUnitTabsPassed() throws {
        let rows = [row("Mehl", "1,5 kg"), row("Milch", "300 ml"), row("Eier", "2")].joined()
        // Two columns alike: one holds the rows, the other a picture's caption; read whole, they are no list.
        let found = try recipe("""
            <h2>Zutaten</h2><ul role="tablist"><li>US</li><li>Metrisch</li></ul>
            <div class="col"><div class="list">\(rows)</div></div><div class="col"><p>Foto: Unser Team in der Küche</p></div>
            \(method)
            """)
        #expect(found.ingredients.map(\.line) == ["1,5 kg Mehl", "300 ml Milch", "2 Eier"])
    }

    @Test func aRowsTextJoinsItsFoodAfterItsAmount() {
        #expect(HTMLDocument.rowLine("Zwiebel/n\n2 Stück, mittelgroß") == "2 Stück Zwiebel/n, mittelgroß")
        #expect(HTMLDocument.rowLine("Tomatenmark\n2 EL") == "2 EL Tomatenmark")
        #expect(HTMLDocument.rowLine("Mehl\n1,5 kg, gesiebt") == "1,5 kg Mehl, gesiebt")
        #expect(HTMLDocument.rowLine("2 eggs\nfluffy") == "2 eggs fluffy")
        #expect(HTMLDocument.rowLine("Step 1\nStir.\nServe.") == "Step 1 Stir. Serve.")
        // A step's row is read as written.
        #expect(HTMLDocument.rowLine("Bake\n180 °C for 20 minutes", foodFirst: false) == "Bake 180 °C for 20 minutes")
    }

    @Test func boldAndSpanSideBySideInAnElementOfNothingElseAreWordsApart() {
        #expect(HTMLDocument(#"<div><b class="x173">1 cup</b><span>sugar</span></div>"#).root.text == "1 cup sugar")
        #expect(HTMLDocument("<p>Salt and <b>pep</b><span>per</span></p>").root.text == "Salt and pepper")
        // A bracket or a quote stays against what it holds or ends.
        #expect(HTMLDocument("<h1><span>Bob</span><b>’s</b><span> Chili</span></h1>").root.text == "Bob’s Chili")
        #expect(HTMLDocument("<div><span>(</span><b>optional</b><span>)</span></div>").root.text == "(optional)")
    }

    @Test func thousandsOfAlikeRowsAndNestedRunsAreReadAFewRunsAtMost() {
        // Rows that are no list, run after run, and runs nested in runs: each row starts one run at most, and a section
        // reads 16 runs with words at most.
        let flat = String(repeating: #"<div class="r"><span>x</span></div>"#, count: 10_000)
        let pair = #"<div class="n">Stir the soup well and let it rest.</div><div class="n">"#
        let nested = String(repeating: pair, count: 200) + String(repeating: "</div>", count: 200)
        let page = HTMLDocument("<h2>Ingredients</h2>\(flat)\(nested)\(flat)<h2>Method</h2>")
        #expect(page.elements.count > 40_000)
        var runs = 0
        let rows = page.rows(after: 0, before: page.elements.count, foodFirst: true) { _ in
            runs += 1
            return false
        }
        #expect(rows.isEmpty)
        #expect((1...16).contains(runs))
    }
}
