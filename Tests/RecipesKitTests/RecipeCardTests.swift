import Foundation
@testable import RecipesCodecs
import RecipesKit
import Testing

/// Recipe-card plugins' markup read as their JSON-LD would be: groups of steps, paragraphs and bold titles.
@Suite struct RecipeCardTests {
    func steps(of html: String) throws -> [String] {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first).recipe.steps
    }

    @Test func aWPRMInstructionGroupsNamePrefixesItsSteps() throws {
        let html = """
            <html><body><div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Barbacoa</h2>
            <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Meat</h4>
            <ul><li class="wprm-recipe-ingredient">2 lb chuck roast</li><li class="wprm-recipe-ingredient">1 onion</li></ul></div>
            <div class="wprm-recipe-instruction-group"><ul>
            <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Salt the meat on all sides.</div></li></ul></div>
            <div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name">Stovetop:</h4><ul>
            <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Add the onion and the broth.</div></li>
            <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Simmer for three hours.</div></li></ul></div>
            </div></body></html>
            """
        // The ingredients' group name is no step's section; the first step has none.
        #expect(try steps(of: html) == ["Salt the meat on all sides.", "Stovetop: Add the onion and the broth.", "Stovetop: Simmer for three hours."])
    }

    @Test func aCardWhoseMethodIsParagraphsHasAStepForEach() throws {
        let html = """
            <html><body><div class="mv-create-card"><h2 class="mv-create-title">Croissants</h2>
            <div class="mv-create-ingredients"><ul><li>115g sourdough starter</li><li>36g sugar</li></ul></div>
            <div class="mv-create-instructions"><h3 class="mv-create-instructions-title">Instructions</h3>
            <p>Feed the starter several hours before.</p><p>Mix the dough until shaggy.</p><p>Refrigerate it overnight.</p></div>
            </div></body></html>
            """
        #expect(try steps(of: html) == ["Feed the starter several hours before.", "Mix the dough until shaggy.", "Refrigerate it overnight."])
    }

    @Test func aBoldTitleLeadingAStepIsJoinedAsAStepsNameIs() throws {
        let html = """
            <html><body><div class="tasty-recipes"><h2 class="tasty-recipes-title">Risotto</h2>
            <div class="tasty-recipes-ingredients"><ul><li>1 cup arborio rice</li><li>2 cups tomatoes</li></ul></div>
            <div class="tasty-recipes-instructions"><ol>
            <li><strong>BLISTER TOMATOES</strong> Sear the tomatoes until they burst.</li>
            <li><strong>Make the risotto.</strong> Toast the rice, then add the stock.</li>
            <li><strong>Do not</strong> stir it after the stock is in.</li>
            <li>Serve at once.</li></ol></div>
            </div></body></html>
            """
        #expect(try steps(of: html) == [
            "BLISTER TOMATOES: Sear the tomatoes until they burst.", "Make the risotto. Toast the rice, then add the stock.",
            "Do not stir it after the stock is in.", "Serve at once.",
        ])
    }

    @Test func aCardOfManyStepsAndHeadingsPairsEachStepWithTheHeadingBeforeIt() throws {
        // One walk pairs them (a hostile card of 20,000 of each costs their sum, not 400 million looks); a recipe
        // keeps no more steps than it may.
        let html = #"<html><body><div class="wprm-recipe-container"><b class="wprm-recipe-name">x</b><div class="wprm-recipe-instruction-text">"#
            + (0..<20_000).map { "<li>Stir the pot \($0) times.</li><h3>Part \($0 + 1)</h3>" }.joined() + "</div></div></body></html>"
        let nodes = RecipeCardExtractor().nodes(in: HTMLDocument(html))
        let steps = try #require(nodes.first?["recipeInstructions"] as? [String])
        #expect(steps.count == RecipeValidator.maximumItems)
        #expect(steps.prefix(3) == ["Stir the pot 0 times.", "Part 1: Stir the pot 1 times.", "Part 2: Stir the pot 2 times."])
    }
}
