import Foundation
@testable import RecipesCodecs
import RecipesKit
import Testing

/// Pages built to cost their reader more than their size: nested cards and scopes, endless tags, broken bytes,
/// and a deadline that passes while reading. (How long they take is measured in `scripts/bench`, not here.)
@Suite struct HostilePageTests {
    static func repeated(_ piece: String, _ times: Int) -> String { String(repeating: piece, count: times) }

    @Test func adjacentTextIsOneNodeHoweverManyLoneAngleBracketsItHas() {
        let page = HTMLDocument("<p>" + Self.repeated("<", 10_000) + " a < b <3 </ p></p>")
        let paragraph = page.elements[0]
        #expect(paragraph.children.count == 1)
        #expect(paragraph.text == Self.repeated("<", 10_000) + " a < b <3 </ p>")
    }

    @Test func aPageOfNothingButTagsIsReadUpToItsNodeBudgetAndSaysSo() throws {
        let tags = 200_000
        let html = Self.repeated("<a>", tags)
        let page = HTMLDocument(html)
        #expect(page.isTruncated)
        #expect(page.elements.count <= HTMLDocument.maximumNodes(forBytes: html.utf8.count))
        // Text past the budget is kept, its tags dropped.
        #expect(HTMLDocument(html + "<p>still <b>here</b></p>").root.text.hasSuffix("still here"))
        #expect(!HTMLDocument("<p>" + Self.repeated("<a></a>", 1_000)).isTruncated)
        #expect(throws: JSONLDDecoder.Failure.self) { try RecipePageDecoder().decode(Data(html.utf8)) }
        do {
            _ = try RecipePageDecoder().decode(Data(html.utf8))
        } catch {
            #expect(error.message.hasSuffix("(the page has more than 100000 elements; the tags past them were dropped, their text kept)"))
        }
    }

    @Test func aTagKeepsItsFirstSixtyFourAttributes() {
        let attributes = (0..<1_000).map { " a\($0)=\"\($0)\"" }.joined()
        let page = HTMLDocument("<div\(attributes) class=late>x</div>")
        #expect(page.elements[0].attributes.count == HTMLScanner.maximumAttributes)
        #expect(page.elements[0].attributes["a63"] == "63")
        #expect(page.elements[0].attributes["class"] == nil)
    }

    @Test func aCardInsideACardIsReadOnceAsPartOfTheOuterOne() throws {
        let card = #"<div class="wprm-recipe-container">"#
        let inner = #"<h2 class="wprm-recipe-name">Boiled Egg</h2><ul><li class="wprm-recipe-ingredient">1 egg</li></ul>"#
            + #"<ul><li class="wprm-recipe-instruction-text">Boil it for 8 minutes.</li></ul>"#
        // Nested below the depth kept (256), markup is flattened, so the title would lose its text: 200 levels.
        let page = Self.repeated(card, 200) + inner + Self.repeated("</div>", 200)
        let result = try RecipePageDecoder().decode(Data(page.utf8))
        #expect(result.recipes.map(\.recipe.name) == ["Boiled Egg"])
        #expect(result.recipes.first?.recipe.ingredients.count == 1)
        #expect(result.recipes.first?.recipe.steps == ["Boil it for 8 minutes."])
    }

    @Test func nestedIngredientPropertiesAreOneIngredientAndNestedRecipeScopesOneRecipe() throws {
        let scope = #"<div itemscope itemtype="https://schema.org/Recipe">"#
        let ingredient = #"<span itemprop="recipeIngredient">"#
        let page = Self.repeated(scope, 50) + #"<h1 itemprop="name">Toast</h1>"#
            + Self.repeated(ingredient, 100) + "1 slice bread" + Self.repeated("</span>", 100)
            + #"<ol itemprop="recipeInstructions"><li>Toast it.<ol><li>Well.</li></ol></li></ol>"# + Self.repeated("</div>", 50)
        let result = try RecipePageDecoder().decode(Data(page.utf8))
        #expect(result.recipes.count == 1)
        let recipe = try #require(result.recipes.first?.recipe)
        #expect(recipe.ingredients.count == 1)
        #expect(recipe.ingredients.first?.name.contains("bread") == true)
        // The nested list is read with its item (whose lines are steps), not a second time on its own.
        #expect(recipe.steps == ["Toast it.", "Well."])
    }

    @Test func thousandsOfLDJSONScriptsAreScannedAndTheirFailuresSaidTwentyTimesAtMost() throws {
        let broken = Self.repeated(#"<script type="application/ld+json">{broken</script>"#, 5_000)
        let recipe = #"<SCRIPT type="application/ld+json">{"@type":"Recipe","name":"Late","recipeInstructions":"Stir."}</SCRIPT>"#
        let result = try RecipePageDecoder().decode(Data((broken + recipe).utf8))
        #expect(result.recipes.map(\.recipe.name) == ["Late"])
        #expect(result.skipped.count == JSONLDDecoder.maximumSkipNotes)
        #expect(JSONLDDecoder.scripts(in: Self.repeated(#"<script type="application/ld+json">[1]</script>"#, 3)) == ["[1]", "[1]", "[1]"])
    }

    /// The pages the `jsonld` fuzz target starts from, its findings among them: what they map meets its oracle.
    @Test func theFuzzCorpusPagesMapOnlyNamedRecipesWithSteps() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/jsonld")
        let pages = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
        #expect(pages.count >= 9)
        for page in pages {
            guard let result = try? RecipePageDecoder().decode(Data(contentsOf: page)) else { continue }
            for recipe in result.recipes.map(\.recipe) {
                #expect(!recipe.name.trimmingCharacters(in: .whitespaces).isEmpty, "\(page.lastPathComponent)")
                #expect(!recipe.steps.isEmpty && recipe.timers.count <= recipe.steps.count, "\(page.lastPathComponent)")
            }
        }
    }

    @Test func aHeadingThatHoldsThePageIsNoHeading() throws {
        let page = "<b>Ingredients " + Self.repeated("<b>and more ", 200) + "</b><ul><li>1 egg</li></ul><h2>Method</h2><p>Boil the egg for ten minutes.</p>"
        #expect(throws: JSONLDDecoder.Failure.self) { try RecipePageDecoder().decode(Data(page.utf8)) }
        let fair = "<h1>Egg</h1><h2>Ingredients:</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>Boil the egg for ten minutes.</p>"
        #expect(try RecipePageDecoder().decode(Data(fair.utf8)).recipes.first?.recipe.name == "Egg")
    }

    @Test func bytesThatAreNotUTF8AreRefusedNamingTheFirstUnlessThePageDeclaresLatin1() throws {
        var json = Data(#"{"@type":"Recipe","name":"Caf"#.utf8)
        json.append(0xE9)
        json.append(contentsOf: Data(#"","recipeInstructions":"Stir."}"#.utf8))
        #expect(throws: JSONLDDecoder.Failure(message: "not valid UTF-8 at byte 29")) { try RecipePageDecoder().decode(json) }
        var page = Data(#"<meta charset="iso-8859-1"><h1>Caf"#.utf8)
        page.append(0xE9)
        page.append(contentsOf: Data("</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>Boil the egg for ten minutes.</p>".utf8))
        #expect(try RecipePageDecoder().decode(page).recipes.first?.recipe.name == "Café")
        var undeclared = Data("<h1>Caf".utf8)
        undeclared.append(0xE9)
        #expect(throws: JSONLDDecoder.Failure(message: "not valid UTF-8 at byte 7 (the page declares no charset that would explain it)")) {
            try RecipePageDecoder().decode(undeclared)
        }
    }

    @Test func aNameWrappedOverLinesIsImportedOnOneLine() throws {
        let page = #"{"@type":"Recipe","name":"  Crock Pot\n  Roast\u2028 ","recipeInstructions":"Stir."}"#
        #expect(try RecipePageDecoder().decode(Data(page.utf8)).recipes.first?.recipe.name == "Crock Pot Roast")
    }

    @Test func aDeadlineThatHasPassedStopsReadingAndSaysWhichOptionToRaise() {
        let page = Data(Self.repeated("<p>no recipe here</p>", 10_000).utf8)
        let deadline = ReadingDeadline(after: .seconds(2), from: .now - .seconds(3))
        do {
            _ = try RecipePageDecoder().decode(page, deadline: deadline)
            Issue.record("read past its deadline")
        } catch {
            #expect(error.isTimeout)
            #expect(error.message == "timed out after 2 s reading the page (raise it with --timeout)")
        }
        #expect(HTMLDocument(bytes: Array(page), deadline: deadline).isStopped)
        #expect(!HTMLDocument(bytes: Array(page), deadline: ReadingDeadline(after: .seconds(60))).isStopped)
    }

    @Test func fieldsMarkedApartAreWordsApartAndABoldLetterStaysInItsWord() {
        let line = #"<li><span class="amount"><span class="n">2,5</span></span><span class="unit">dl</span><span class="name">vatten</span></li>"#
        #expect(HTMLDocument(line).root.text == "2,5 dl vatten")
        #expect(HTMLDocument("<li><b>S</b>alt and <span>pep</span><span>per</span></li>").root.text == "Salt and pepper")
        // Spans side by side in an element of nothing else are a line's fields too.
        let spans = #"<div><span>2</span><span>yemek kaşığı</span><span class="fw-normal">sıvı yağ</span></div>"#
        #expect(HTMLDocument(spans).root.text == "2 yemek kaşığı sıvı yağ")
        // A number and the rest of it, or a word and what carries it on, stay together.
        #expect(HTMLDocument(#"<li><span class="w">1</span><span class="f">/2</span> cup flour</li>"#).root.text == "1/2 cup flour")
        #expect(HTMLDocument(#"<li><span class="w">1</span><span class="f">½</span> cups</li>"#).root.text == "1½ cups")
        #expect(HTMLDocument(#"<li><span class="a">1</span><span class="u">-inch</span> piece</li>"#).root.text == "1-inch piece")
    }

    @Test func emptyCommentsEndWhereBrowsersEndThem() {
        #expect(HTMLDocument("<p>a<!-->b<!--->c<!-- d -->e</p>").root.text == "abce")
    }

    @Test func aBlockClosesAnOpenParagraphSoAListAfterUnclosedTextIsFound() throws {
        let page = "<h1>Eggs</h1><h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2><p>Before you start.<ol><li>Boil the eggs.</li><li>Peel them.</li></ol>"
        let recipe = try #require(try RecipePageDecoder().decode(Data(page.utf8)).recipes.first?.recipe)
        #expect(recipe.steps == ["Boil the eggs.", "Peel them."])
    }

    @Test func aPropertyNamedTwiceOnOneElementIsReadOnce() throws {
        let words = Array(repeating: "recipeIngredient", count: 1_000).joined(separator: " ")
        let page = #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Toast</h1>"#
            + #"<span itemprop="\#(words)">1 slice bread</span><p itemprop="recipeInstructions">Toast it.</p></div>"#
        let recipe = try #require(try RecipePageDecoder().decode(Data(page.utf8)).recipes.first?.recipe)
        #expect(recipe.ingredients.count == 1)
    }
}
