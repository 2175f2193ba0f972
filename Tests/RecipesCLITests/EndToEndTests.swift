import Foundation
import RecipesCodecs
@testable import RecipesKit
import RecipesSources
import Testing

@Suite(.serialized) struct EndToEndTests {
    // MARK: The three commands of the README

    @Test func listPrintsEveryEmbeddedRecipeAsATable() async throws {
        let result = try await RecipesBinary.run(["list"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME") == true)
        #expect(lines.count == 1 + (try await EmbeddedCatalogFacade().getRecipes().count))
        #expect(lines.contains { $0.hasPrefix("Crock Pot Roast ") && $0.hasSuffix("7 h 16 min") })
    }

    @Test func listSortsAndPages() async throws {
        let result = try await RecipesBinary.run(["list", "--sort", "time", "--limit", "2", "--offset", "1"])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").map { String($0.prefix(14)) } == ["NAME          ", "Hot Chocolate ", "Guacamole     ", "(2–3 of 27 rec"])
    }

    @Test func filterByIngredientListsTheBeefRecipes() async throws {
        let result = try await RecipesBinary.run(["filter", "--ingredient", "beef"])
        #expect(result.status == 0)
        let names = result.standardOutput.split(separator: "\n").dropFirst().map { $0.components(separatedBy: "  ").first ?? "" }
        #expect(names == ["Crock Pot Roast", "Curried Lentils and Rice", "Classic Beef Chili", "Shepherd's Pie"])
    }

    @Test func filterFlagsCombine() async throws {
        let result = try await RecipesBinary.run(["filter", "--ingredient", "beef", "--ingredient", "salmon", "--any", "--exclude-ingredient", "lentils", "--max-time", "120", "--format", "json"])
        #expect(result.status == 0)
        let names = try CatalogDecoder().decode(Data(result.standardOutput.utf8)).map(\.name)
        #expect(names == ["Classic Beef Chili", "Shepherd's Pie", "Lemon Garlic Salmon"])
    }

    @Test func showWithTimersPrintsEachStepTimerAndTheTotal() async throws {
        let result = try await RecipesBinary.run(["show", "Crock Pot Roast", "--timers"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("Crock Pot Roast\n5 ingredients · 5 steps · 7 h 16 min · serves 6\n"))
        #expect(result.standardOutput.contains("  1          beef roast                        Meat\n"))
        #expect(result.standardOutput.contains("  4.     7 h  Cover and cook on low"))
        #expect(result.standardOutput.contains("  Total       7 h 16 min\n"))
    }

    @Test func searchRanksNameHitsFirst() async throws {
        let result = try await RecipesBinary.run(["search", "lemon", "--format", "json"])
        #expect(result.status == 0)
        let names = try CatalogDecoder().decode(Data(result.standardOutput.utf8)).map(\.name)
        #expect(names.prefix(2) == ["Lemon Garlic Salmon", "Fresh Lemonade"])
        #expect(names.contains("Roasted Asparagus"))
    }

    @Test func jsonOutputPipesIntoAnotherCommand() async throws {
        let filtered = try await RecipesBinary.run(["filter", "--ingredient", "beef", "--format", "json"])
        #expect(filtered.status == 0)
        let shown = try await RecipesBinary.run(["show", "--source", "-", "Crock Pot Roast", "--timers"], input: Data(filtered.standardOutput.utf8))
        #expect(shown.status == 0)
        #expect(shown.standardOutput.hasPrefix("Crock Pot Roast\n"))
        let notInPipe = try await RecipesBinary.run(["show", "--source", "-", "Greek Salad"], input: Data(filtered.standardOutput.utf8))
        #expect(notInPipe.status == 1)
    }

    @Test func showJSONIsOneRecipeObject() async throws {
        let result = try await RecipesBinary.run(["show", "greek", "--format", "json"])
        #expect(result.status == 0)
        #expect(try CatalogDecoder().decodeRecipe(Data(result.standardOutput.utf8)).name == "  Greek Salad ")
    }

    // MARK: Sources

    @Test func readsAFileSourceAndTheEnvironmentDefault() async throws {
        let byFlag = try await RecipesBinary.run(["list", "--source", RecipesBinary.fixture("Recipes.json")])
        #expect(byFlag.status == 0)
        #expect(byFlag.standardOutput.split(separator: "\n").count == 10)
        let byEnvironment = try await RecipesBinary.run(["list"], environment: ["RECIPES_SOURCE": RecipesBinary.fixture("Recipes.json")])
        #expect(byEnvironment.standardOutput == byFlag.standardOutput)
    }

    @Test func readsASeedFormatCatalogFromAStaticHTTPServer() async throws {
        let server = try await StaticHTTPServer(serving: RecipesBinary.packageRoot.appendingPathComponent("JSON"))
        defer { server.stop() }
        // http.server serves JSON/recipes.json only if it exists; serve a folder holding it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("api"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(contentsOf: URL(fileURLWithPath: RecipesBinary.fixture("Recipes.json"))).write(to: folder.appendingPathComponent("api/recipes.json"))
        let catalogServer = try await StaticHTTPServer(serving: folder)
        defer { catalogServer.stop() }

        let result = try await RecipesBinary.run(["show", "Crock Pot Roast", "--timers", "--source", catalogServer.baseURL + "/api"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("  4.     7 h  Cook on low for 7-9 hours."))

        let missing = try await RecipesBinary.run(["list", "--source", server.baseURL + "/nowhere"])
        #expect(missing.status == 69)
        #expect(missing.errorLines == ["recipes: \(server.baseURL)/nowhere/recipes.json: HTTP 404 Not Found"])
    }

    @Test func keepsWorkingWhenCopiedOutOfTheBuildFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copied-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("recipes")
        try FileManager.default.copyItem(at: RecipesBinary.url, to: copy)
        let result = try await RecipesBinary.run(["show", "Crock Pot Roast"], executable: copy)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Crock Pot Roast\n"))
    }

    // MARK: Every error case

    @Test func emptyResultSaysSoOnStandardErrorAndExitsOne() async throws {
        let result = try await RecipesBinary.run(["filter", "--ingredient", "unicorn"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines == ["recipes: no recipes match the filter"])
    }

    @Test func unknownRecipeSuggestsCloseNamesAndExitsOne() async throws {
        let result = try await RecipesBinary.run(["show", "Crock Pot Rost"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines == [#"recipes: no recipe named "Crock Pot Rost"; did you mean "Crock Pot Roast"?"#])
    }

    @Test func ambiguousPrefixListsTheRecipesAndExitsOne() async throws {
        let result = try await RecipesBinary.run(["show", "c"])
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.standardError.contains(#""c" matches 6 recipes: "Crock Pot Roast", "Curried Lentils and Rice""#))
    }

    @Test(arguments: [
        (["list", "--limit", "x"], "--limit"),
        (["list", "--bogus"], "--bogus"),
        (["list", "--format", "xml"], "xml"),
        (["filter"], "give at least one condition"),
        (["show"], "Missing expected argument '<name>'"),
        (["list", "--source", "ftp://example.org"], "unsupported scheme 'ftp'"),
        (["frobnicate"], "frobnicate"),
    ])
    func usageErrorsExitSixtyFour(arguments: [String], mention: String) async throws {
        let result = try await RecipesBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(mention))
    }

    @Test func badEnvironmentSourceIsAUsageErrorNamingTheVariable() async throws {
        let result = try await RecipesBinary.run(["list"], environment: ["RECIPES_SOURCE": "gopher://x"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("RECIPES_SOURCE: invalid source 'gopher://x'"))
    }

    @Test func badCatalogFileExitsSixtyFiveNamingTheFileRecipeAndField() async throws {
        let path = RecipesBinary.fixture("Invalid/NegativeTimer.json")
        let result = try await RecipesBinary.run(["list", "--source", path])
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines == [#"recipes: \#(path): at [1].timers[1] (recipe "Crock Pot Roast"): timer must not be negative, found -5"#])
    }

    @Test func malformedJSONExitsSixtyFiveWithLineAndColumn() async throws {
        let path = RecipesBinary.fixture("Invalid/Truncated.json")
        let result = try await RecipesBinary.run(["filter", "--ingredient", "x", "--source", path])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.standardError.hasPrefix("recipes: \(path): line 4, column 1, at [1]: "))
    }

    @Test func badStandardInputExitsSixtyFive() async throws {
        let result = try await RecipesBinary.run(["list", "--source", "-"], input: Data("not json".utf8))
        #expect(result.status == 65)
        #expect(result.errorLines == ["recipes: standard input: expected a JSON array of recipes, found 'n'"])
        let empty = try await RecipesBinary.run(["list", "--source", "-"])
        #expect(empty.status == 65)
        #expect(empty.errorLines == ["recipes: standard input: the input is empty; expected a JSON array of recipes"])
    }

    @Test func missingFileExitsSixtyNine() async throws {
        let result = try await RecipesBinary.run(["list", "--source", "/no/such/recipes.json"])
        #expect(result.status == 69)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines == ["recipes: /no/such/recipes.json: no such file or directory"])
    }

    @Test func unreachableServerExitsSixtyNine() async throws {
        // Nothing listens on port 1 of loopback, so the connection is refused at once.
        let result = try await RecipesBinary.run(["show", "x", "--source", "http://127.0.0.1:1"])
        #expect(result.status == 69)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines == ["recipes: http://127.0.0.1:1/recipes.json: connection refused"])
    }

    @Test func versionAndHelpWork() async throws {
        let version = try await RecipesBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == RecipesVersion.current + "\n")
        let help = try await RecipesBinary.run(["filter", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--exclude-ingredient"))
    }
}

@Suite struct ScaleEndToEndTests {
    @Test func showScaleDoublesTheQuantities() async throws {
        let result = try await RecipesBinary.run(["show", "Crock Pot Roast", "--scale", "2", "--source", RecipesBinary.fixture("Recipes.json")])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Crock Pot Roast (×2)\n"))
        #expect(result.standardOutput.contains("  2           beef roast "))
        #expect(result.standardOutput.contains("  2 packages  brown gravy mix "))
        #expect(result.standardOutput.contains("  1 cup       water "))
    }

    @Test func scaledJSONCarriesTheScaledQuantities() async throws {
        let result = try await RecipesBinary.run(["show", "Greek Salad", "--scale", "1/2", "--format", "json"])
        #expect(result.status == 0)
        let recipe = try CatalogDecoder().decodeRecipe(Data(result.standardOutput.utf8))
        #expect(recipe.ingredients.first { $0.name.contains("feta") }?.quantity == "100 g")
    }

    @Test func showServingsScalesFromTheRecipesServingCount() async throws {
        let result = try await RecipesBinary.run(["show", "Greek Salad", "--servings", "6"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Greek Salad (×1 1/2)\n"))
        #expect(result.standardOutput.contains(" · serves 6\n"))
        let json = try await RecipesBinary.run(["show", "Greek Salad", "--servings", "2", "--format", "json"])
        let recipe = try CatalogDecoder().decodeRecipe(Data(json.standardOutput.utf8))
        #expect(recipe.servings == 2)
        #expect(recipe.ingredients.first { $0.name.contains("feta") }?.quantity == "100 g")
        let unknown = try await RecipesBinary.run(["show", "Hot Chocolate", "--servings", "4"])
        #expect(unknown.status == 64)
        #expect(unknown.errorLines == ["recipes: \"Hot Chocolate\" does not say how many it serves; use --scale instead"])
        #expect(try await RecipesBinary.run(["show", "Greek Salad", "--servings", "2", "--scale", "2"]).status == 64)
        #expect(try await RecipesBinary.run(["show", "Greek Salad", "--servings", "0"]).status == 64)
    }

    @Test(arguments: ["0", "-1", "abc", "1/0", "5000", "-9223372036854775808", "9223372036854775807/-9223372036854775808"])
    func aBadFactorIsAUsageError(factor: String) async throws {
        let result = try await RecipesBinary.run(["show", "Crock Pot Roast", "--scale=\(factor)"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--scale must be a number above 0"))
    }
}

@Suite struct UnitsEndToEndTests {
    @Test func showUnitsConvertsToMetric() async throws {
        let result = try await RecipesBinary.run(["show", "Hot Chocolate", "--units", "metric"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  473 ml   whole milk "))
        #expect(result.standardOutput.contains("  1 pinch  salt "))
    }

    @Test func anUnknownSystemIsAUsageError() async throws {
        let result = try await RecipesBinary.run(["show", "Hot Chocolate", "--units", "imperial"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'imperial' is invalid for '--units"))
    }
}
