import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// A schema.org recipe a page keeps in its scripts' own data (a framework's state) is read when no JSON-LD is there.
@Suite struct ScriptDataTests {
    private let recipe = #"{"@type":"Recipe","name":"Kale Salad","author":{"@type":"Person","name":"Ella"},"recipeIngredient":["2 sweet potatoes","7 oz kale"],"recipeInstructions":[{"@type":"HowToStep","text":"Roast the sweet potatoes for 35 minutes."}]}"#

    private func imported(_ html: String) throws -> JSONLDDecoder.Imported {
        try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first)
    }

    @Test func aRecipeInAFrameworksStateIsReadAndSaysWhereFrom() throws {
        let found = try imported(#"<html><body><h1>Kale</h1><script>window.__remixContext = {"state":{"jsonLd":\#(recipe)}};</script></body></html>"#)
        #expect(found.recipe.name == "Kale Salad")
        #expect(found.recipe.ingredients.map(\.line) == ["2 sweet potatoes", "7 oz kale"])
        #expect(found.recipe.steps == ["Roast the sweet potatoes for 35 minutes."])
        #expect(found.notes.contains("read from the page's script data (no usable JSON-LD)"))
    }

    @Test func aRecipeWrittenAsAStringsJSONTextIsReadFromTheString() throws {
        let escaped = recipe.replacingOccurrences(of: "\"", with: "\\\"")
        let found = try imported(#"<html><body><script>self.__next_f.push([1,"\#(escaped)"])</script></body></html>"#)
        #expect(found.recipe.name == "Kale Salad")
        #expect(found.recipe.ingredients.count == 2)
    }

    @Test func theOutermostRecipeIsTakenAndBracesInStringsAreText() {
        let nested = #"{"@type":"Recipe","name":"Outer } {","recipeIngredient":["1 egg"],"hasPart":{"@type":"Recipe","name":"Inner"}}"#
        let objects = ScriptDataExtractor.recipeObjects(in: Array(#"var a = {"x": "{", "y": \#(nested)};"#.utf8))
        #expect(objects.map { $0["name"] as? String } == ["Outer } {"])
    }

    @Test func brokenOrUntypedDataGivesNothing() {
        #expect(ScriptDataExtractor.recipeObjects(in: Array(#"{"@type":"Recipe","name":"cut"#.utf8)).isEmpty)
        #expect(ScriptDataExtractor.recipeObjects(in: Array(#"{"@type":"Person","name":"Recipe"}"#.utf8)).isEmpty)
        #expect(ScriptDataExtractor.recipeObjects(in: Array(#"{"type":"Recipe"} {'@type':'Recipe'}"#.utf8)).isEmpty)
        // A string that is no JSON text (a JavaScript escape JSON lacks) gives nothing, whatever it holds.
        #expect(ScriptDataExtractor.recipeObjects(in: Array(#"push("{\"@type\":\"Recipe\",\"name\":\"It\x27s\"}")"#.utf8)).isEmpty)
        #expect(ScriptDataExtractor.recipeObjects(in: Array(#"push("{\"@type\":\"Recipe\",\"name\":\"Its\"}")"#.utf8)).count == 1)
    }

    @Test func aHostileScriptIsReadOnceAndGivesAtMostAFewRecipes() {
        // Deep nesting, many recipes: one pass, and no more than a page may hold.
        let deep = String(repeating: "{\"a\":", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        #expect(ScriptDataExtractor.recipeObjects(in: Array(deep.utf8)).isEmpty)
        let many = "[" + Array(repeating: recipe, count: 100).joined(separator: ",") + "]"
        #expect(ScriptDataExtractor.recipeObjects(in: Array(many.utf8)).count == ScriptDataExtractor.mostRecipes)
        // Deep braces around many broken recipes: each closing brace is answered at once, and none parses.
        let broken = String(repeating: "{", count: 100_000) + String(repeating: #"{"@type":"Recipe"x}"#, count: 50_000)
        #expect(ScriptDataExtractor.recipeObjects(in: Array(broken.utf8)).isEmpty)
        // A recipe nested deeper than a JSON reader goes is no recipe, and no crash.
        let deepRecipe = #"{"@type":"Recipe","a":"# + String(repeating: #"{"b":"#, count: 20_000) + "1" + String(repeating: "}", count: 20_001)
        #expect(ScriptDataExtractor.recipeObjects(in: Array(deepRecipe.utf8)).isEmpty)
        let deepList = #"{"@type":"Recipe","a":"# + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "}"
        #expect(ScriptDataExtractor.recipeObjects(in: Array(deepList.utf8)).isEmpty)
    }
}
