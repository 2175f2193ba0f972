import Foundation
import RecipesCodecs
import RecipesKit
import Testing

/// Tags on the built binary and the default store: tag, untag, tags, filter --tag, show.
@Suite(.serialized) struct TagEndToEndTests {
    @Test func tagUntagListAndFilterOnTheStore() async throws {
        let data = DataFolder()
        let env = data.environment
        let none = try await RecipesBinary.run(["tags"], environment: env)
        #expect(none.status == 0)
        #expect(none.standardOutput.isEmpty)
        #expect(none.errorLines == ["recipes: no recipe has a tag; add one with recipes tag NAME TAG"])
        let noneJSON = try await RecipesBinary.run(["tags", "--format", "json"], environment: env)
        #expect(noneJSON.status == 0)
        #expect(noneJSON.standardOutput == "[]\n")
        let tagged = try await RecipesBinary.run(["tag", "Crock Pot Roast", "Dinner", "slow cooker"], environment: env)
        #expect(tagged.status == 0, "\(tagged.standardError)")
        #expect(tagged.standardOutput == "\"Crock Pot Roast\" (crock-pot-roast) now has tags: Dinner, slow cooker in \(data.database)\n")
        _ = try await RecipesBinary.run(["tag", "Greek Salad", "dinner", "Summer"], environment: env)

        let again = try await RecipesBinary.run(["tag", "Crock Pot Roast", "DINNER"], environment: env)
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
        #expect(again.errorLines == ["recipes: \"Crock Pot Roast\" is tagged Dinner, slow cooker; nothing changed"])

        let tags = try await RecipesBinary.run(["tags"], environment: env)
        #expect(tags.standardOutput == "2  Dinner\n1  slow cooker\n1  Summer\n")
        let json = try await RecipesBinary.run(["tags", "--format", "json"], environment: env)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["tag"] as? String } == ["Dinner", "slow cooker", "Summer"])

        let dinner = try await RecipesBinary.run(["filter", "--tag", "dinner", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(dinner.standardOutput.utf8)).map(\.displayName) == ["Crock Pot Roast", "Greek Salad"])
        let both = try await RecipesBinary.run(["filter", "--tag", "dinner", "--exclude-tag", "summer", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(both.standardOutput.utf8)).map(\.displayName) == ["Crock Pot Roast"])
        let either = try await RecipesBinary.run(["filter", "--tag", "summer", "--tag", "slow cooker", "--any", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(either.standardOutput.utf8)).map(\.displayName) == ["Crock Pot Roast", "Greek Salad"])

        let shown = try await RecipesBinary.run(["show", "Crock Pot Roast"], environment: env)
        #expect(shown.standardOutput.contains("\nTags: Dinner, slow cooker\n"))
        let markdown = try await RecipesBinary.run(["export", "Crock Pot Roast", "--format", "markdown"], environment: env)
        #expect(markdown.standardOutput.contains("\n\nTags: Dinner, slow cooker\n\n## Ingredients"))
        let jsonld = try await RecipesBinary.run(["export", "Crock Pot Roast", "--format", "jsonld"], environment: env)
        #expect(jsonld.standardOutput.contains(#""keywords" : "Dinner, slow cooker""#), "\(jsonld.standardOutput)")

        let untagged = try await RecipesBinary.run(["untag", "Crock Pot Roast", "SLOW COOKER"], environment: env)
        #expect(untagged.standardOutput == "\"Crock Pot Roast\" (crock-pot-roast) now has tags: Dinner in \(data.database)\n")
    }

    @Test func badTagsAreRefusedBeforeAnythingIsOpened() async throws {
        let data = DataFolder()
        for (arguments, message) in [
            (["tag", "Crock Pot Roast"], "give at least one TAG"),
            (["tag", "Crock Pot Roast", "a,b"], "holds a comma"),
            (["tag", "Crock Pot Roast", " "], "must not be empty"),
            (["tag", "Crock Pot Roast", String(repeating: "x", count: 41)], "41 characters long"),
            (["untag", "Crock Pot Roast", "  "], "must not be empty"),
            (["tag", "Crock Pot Roast", "x\ny"], "the TAG 'x y' must be one line"),
            (["tag", "Crock Pot Roast", "\u{200B}"], "must have a visible character"),
            (["tag", "Crock Pot Roast"] + (1...33).map { "t\($0)" }, "give at most 32 TAGs"),
        ] {
            let result = try await RecipesBinary.run(arguments, environment: data.environment)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        let missing = try await RecipesBinary.run(["tag", "No Such Dish", "dinner"], environment: data.environment)
        #expect(missing.status == 1)
        #expect(missing.errorLines == ["recipes: no recipe named \"No Such Dish\""])
    }
}
