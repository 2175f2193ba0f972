import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// A recipe whose microdata names it by the page's `<title>` takes the name its heading gives.
@Suite struct MicrodataNameTests {
    private func name(title: String, heading: String) throws -> String {
        let html = """
            <html itemscope itemtype="https://schema.org/Recipe"><head><title itemprop="name">\(title)</title></head>
            <body><h1>\(heading)</h1><ul><li itemprop="recipeIngredient">3 lemons</li><li itemprop="recipeIngredient">150 g sugar</li></ul>
            <div itemprop="recipeInstructions"><p>Zest the lemons and whisk with the sugar.</p></div></body></html>
            """
        return try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first?.recipe).name
    }

    @Test func aTitleThatSaysMoreThanTheHeadingGivesWayToIt() throws {
        #expect(try name(title: "Lemon Meringue Tartlets Recipe - (4.8/5)", heading: "Lemon Meringue Tartlets") == "Lemon Meringue Tartlets")
        // A heading the title does not say is the page's, not the recipe's name.
        #expect(try name(title: "Lemon Tartlets", heading: "Gourmandize") == "Lemon Tartlets")
        #expect(try name(title: "Lemon Tart | Jane's Kitchen", heading: "Jane's Kitchen") == "Lemon Tart | Jane's Kitchen")
    }
}
