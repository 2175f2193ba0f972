import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct TagTests {
    static let tagged = Recipe(name: "Soup", ingredients: [], steps: ["Cook."], tags: ["Dinner", " Végétarien ", "quick"])

    @Test func tagsMatchWholeTrimmedIgnoringCaseAndAccents() {
        #expect(Filter.tag("dinner")(Self.tagged))
        #expect(Filter.tag("VEGETARIEN")(Self.tagged))
        #expect(Filter.tag(" quick ")(Self.tagged))
        #expect(!Filter.tag("din")(Self.tagged), "a tag is matched whole, not as a part")
        #expect(!Filter.tag("")(Self.tagged))
    }

    @Test func aQueryRequiresAllTagsOrAnyAndExcludes() {
        let plain = Recipe(name: "Bread", ingredients: [], steps: ["Bake."], tags: ["baking"])
        let recipes = [Self.tagged, plain]
        #expect(recipes.filter(RecipeQuery(tags: ["dinner", "quick"]).filter) == [Self.tagged])
        #expect(recipes.filter(RecipeQuery(tags: ["dinner", "baking"]).filter).isEmpty)
        #expect(recipes.filter(RecipeQuery(tags: ["dinner", "baking"], anyTag: true).filter) == recipes)
        #expect(recipes.filter(RecipeQuery(excludedTags: ["Dinner"]).filter) == [plain])
    }

    @Test func retaggingAddsOnceKeepsSpellingAndRemovesIgnoringCase() {
        let retagged = Self.tagged.retagged(adding: ["DINNER", " summer ", "Summer"], removing: ["QUICK"])
        #expect(retagged.tags == ["Dinner", " Végétarien ", "summer"], "kept tags stay as written; added ones are trimmed")
    }

    @Test func tagsSurviveTheWireFormatBothWaysAndAreLeftOutWhenThereAreNone() throws {
        let bytes = CatalogEncoder().encode([Self.tagged, Recipe(name: "Plain", ingredients: [], steps: ["x"])])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""tags": ["Dinner", " Végétarien ", "quick"]"#))
        #expect(text.components(separatedBy: "\"tags\"").count == 2)
        let decoded = try CatalogDecoder().decode(Data(bytes))
        #expect(decoded[0].tags == Self.tagged.tags)
        #expect(decoded[1].tags.isEmpty)
        // A `tags` of another shape (written before the field existed) is skipped, as unknown keys are.
        for other in [#"null"#, #""dinner""#, #"{"a": ["b"]}"#, #"7"#] {
            let json = #"[{"name": "N", "ingredients": [], "steps": [], "tags": \#(other)}]"#
            #expect(try CatalogDecoder().decode(Data(json.utf8))[0].tags.isEmpty, "\(other)")
        }
        let mixed = #"[{"name": "N", "ingredients": [], "steps": [], "tags": ["a", 1, {"b": "c"}, null, "d"]}]"#
        #expect(try CatalogDecoder().decode(Data(mixed.utf8))[0].tags == ["a", "d"])
    }

    @Test func writesRefuseTagsOfAnotherShapeInsteadOfDroppingThem() throws {
        for (json, path) in [(#""tags": "dinner""#, "tags"), (#""tags": ["a", 1]"#, "tags[1]"), (#""tags": {"a": 1}"#, "tags")] {
            let body = #"{"name": "T", "ingredients": [], "steps": ["x"], \#(json)}"#
            let error = #expect(throws: CatalogStoreError.self) { try RecipeValidator.recipes(from: Data(body.utf8)) }
            #expect(error?.issues.map(\.path) == [path], "\(json)")
        }
        let allowed = #"{"name": "T", "ingredients": [], "steps": ["x"], "tags": null}"#
        #expect(try RecipeValidator.recipes(from: Data(allowed.utf8)).first?.tags == [])
    }

    @Test func writesCheckTagsAndNameEachBrokenRule() {
        var recipe = Recipe(name: "Soup", ingredients: [], steps: ["Cook."])
        recipe.tags = ["ok", "Ok", "a,b", "line\nbreak", String(repeating: "x", count: 41), " ", "\u{200B}"]
        let issues = RecipeValidator.issues(in: recipe).map(\.description)
        #expect(issues.contains { $0.hasPrefix("tags[1]") && $0.contains("repeats tags[0]") })
        #expect(issues.contains { $0.hasPrefix("tags[2]") && $0.contains("without commas") })
        #expect(issues.contains { $0.hasPrefix("tags[3]") && $0.contains("one line") })
        #expect(issues.contains { $0.hasPrefix("tags[4]") && $0.contains("41 characters") })
        #expect(issues.contains { $0.hasPrefix("tags[5]") && $0.contains("visible") })
        #expect(issues.contains { $0.hasPrefix("tags[6]") && $0.contains("visible") })
        #expect(!issues.contains { $0.hasPrefix("tags[0]") })
        recipe.tags = (0...Recipe.maximumTags).map { "t\($0)" }
        #expect(RecipeValidator.issues(in: recipe).map(\.description).contains { $0.hasPrefix("tags:") || $0.hasPrefix("tags ") })
    }

    @Test func importReadsCategoriesCuisinesAndKeywordsAndExportWritesThemBack() throws {
        let page = """
            {"@context": "https://schema.org", "@type": "Recipe", "name": "Pho", "recipeIngredient": ["1 onion"],
             "recipeInstructions": ["Simmer."], "recipeCategory": ["Soup", "Dinner"], "recipeCuisine": "Vietnamese",
             "keywords": "pho, soup, beef noodle soup, \(String(repeating: "y", count: 50)), a\\u007Fb"}
            """
        let imported = try #require(JSONLDDecoder().decode(Data(page.utf8)).recipes.first)
        #expect(imported.recipe.tags == ["Soup", "Dinner", "Vietnamese", "pho", "beef noodle soup"])
        #expect(imported.notes.contains { $0.contains("2 tags left out") }, "\(imported.notes)")
        let exported = JSONLDEncoder().encode([imported.recipe])
        let back = try #require(JSONLDDecoder().decode(exported).recipes.first)
        #expect(back.recipe.tags == imported.recipe.tags)
    }

    @Test func theTagListCountsRecipesOncePerTagMostUsedFirst() {
        let recipes = [
            Recipe(name: "A", ingredients: [], steps: ["x"], tags: ["Dinner", "dinner", "Quick"]),
            Recipe(name: "B", ingredients: [], steps: ["x"], tags: ["DINNER"]),
            Recipe(name: "C", ingredients: [], steps: ["x"], tags: ["baking"]),
        ]
        let rows = TagListViewModel(recipes: recipes).rows
        #expect(rows.map(\.tag) == ["Dinner", "baking", "Quick"])
        #expect(rows.map(\.count) == [2, 1, 1])
    }
}
