import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Testing

/// The page corpus (`JSON/Pages`, written for these tests): every markup kind the importer reads, in five languages.
@Suite struct RecipePageDecoderTests {
    struct Expectation: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var markup: String
        var language: String
        var name: String
        var ingredients: Int
        var steps: Int
        var firstIngredient: String
        var lastStep: String

        var testDescription: String { "\(file) (\(markup), \(language))" }
    }

    static let corpus: [Expectation] = {
        let url = Fixtures.url("Pages/expected.json")
        return (try? JSONDecoder().decode([Expectation].self, from: Data(contentsOf: url))) ?? []
    }()

    static func imported(_ page: Expectation) throws -> Recipe? {
        try RecipePageDecoder().decode(Fixtures.data("Pages/" + page.file)).recipes.first?.recipe
    }

    @Test func theCorpusCoversEveryMarkupKind() {
        #expect(Self.corpus.count >= 11)
        #expect(Set(Self.corpus.map(\.language)).count >= 5)
    }

    @Test(arguments: corpus)
    func eachPageGivesItsNameIngredientsAndSteps(page: Expectation) throws {
        let recipe = try #require(try Self.imported(page))
        #expect(recipe.displayName == page.name)
        #expect(recipe.ingredients.count == page.ingredients)
        #expect(recipe.steps.count == page.steps)
        #expect(recipe.ingredients.first?.name.contains(page.firstIngredient) == true, "\(recipe.ingredients.first?.name ?? "none")")
        #expect(recipe.steps.last?.trimmed == page.lastStep)
    }

    @Test func everyPageOfTheCorpusImportsRight() throws {
        let right = try Self.corpus.filter { page in
            guard let recipe = try Self.imported(page) else { return false }
            return recipe.displayName == page.name && recipe.ingredients.count == page.ingredients && recipe.steps.count == page.steps
        }
        #expect(right.count == Self.corpus.count, "\(right.count) of \(Self.corpus.count) pages imported right")
    }

    @Test func stepTimesComeFromTheTextWhenThePageGivesNone() throws {
        let page = try #require(Self.corpus.first { $0.file == "wprm-en.html" })
        #expect(try Self.imported(page)?.timers == [0, 0, 25])
    }

    @Test func aPageWithNothingRecipeLikeSaysSo() {
        let error = #expect(throws: JSONLDDecoder.Failure.self) {
            try RecipePageDecoder().decode(Data("<html><body><h1>About us</h1><p>Nothing here.</p></body></html>".utf8))
        }
        #expect(error?.message.hasPrefix("no recipe found") == true)
    }

    @Test(arguments: ["<script", "<style x", "<a href=\"", "<p class='", "<title>", "<!--", "<", "<script></scr", "&#", "<div itemscope itemtype=Recipe><span itemprop=name>"])
    func pagesCutOffInsideATagReadWithoutTrapping(page: String) {
        // Found by the jsonld fuzz target: "<script" at the very end read past the page.
        _ = HTMLDocument(page).root.text
        _ = try? RecipePageDecoder().decode(Data(page.utf8))
    }

    @Test func hostileMarkupNeitherCrashesNorRecursesDeeply() {
        let deep = String(repeating: "<div>", count: 100_000) + "text" + String(repeating: "</div>", count: 100_000)
        let document = HTMLDocument(deep + "<p>unclosed <b>bold <i>both</p> & stray </span> &#0; &#x110000; &bogus;")
        #expect(document.root.text.contains("unclosed bold both"))
        #expect(document.root.text.contains("&#0; &#x110000; &bogus;"))
    }
}
