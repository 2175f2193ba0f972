import Foundation
import Testing

/// `recipes` is built without the network edge and runs `recipes-net`, from its own folder, in its place.
@Suite struct NetworkHelperEndToEndTests {
    /// A folder holding a copy of the built `recipes` and nothing else.
    static func recipesAlone() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("recipes")
        try FileManager.default.copyItem(at: RecipesBinary.url, to: copy)
        return copy
    }

    @Test func recipesAloneRunsLocalCommandsAndSaysInOneLineWhatTheOthersNeed() async throws {
        let alone = try Self.recipesAlone()
        defer { try? FileManager.default.removeItem(at: alone.deletingLastPathComponent()) }

        let local = try await RecipesBinary.run(["list", "--source", RecipesBinary.fixture("Recipes.json")], executable: alone)
        #expect(local.status == 0)
        #expect(local.standardOutput.contains("Crock Pot Roast"))

        let needing: [([String], [String: String])] = [
            (["serve", "--port", "0"], [:]),
            (["list", "--source", "http://127.0.0.1:1/"], [:]),
            (["list"], ["RECIPES_DATABASE": "postgres://recipes@127.0.0.1:1/recipes"]),
            (["user", "list"], [:]),
        ]
        for (arguments, environment) in needing {
            let result = try await RecipesBinary.run(arguments, environment: environment, executable: alone)
            #expect(result.status == 69, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
            #expect(result.standardError.hasPrefix("recipes: this command needs recipes-net"), "\(arguments)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func aHandedOnCommandReadsTheStandardInputRecipesWasGiven() async throws {
        // The PostgreSQL address hands the command on; the catalog on standard input must reach recipes-net whole.
        let catalog = try Data(contentsOf: URL(fileURLWithPath: RecipesBinary.fixture("Recipes.json")))
        let environment = ["RECIPES_DATABASE": "postgres://recipes@127.0.0.1:1/recipes"]
        let alone = try Self.recipesAlone()
        defer { try? FileManager.default.removeItem(at: alone.deletingLastPathComponent()) }
        let withoutHelper = try await RecipesBinary.run(["list", "--source", "-"], input: catalog, environment: environment, executable: alone)
        #expect(withoutHelper.status == 69, "handed on: \(withoutHelper.standardError)")

        let result = try await RecipesBinary.run(["list", "--source", "-"], input: catalog, environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Crock Pot Roast"))
    }
}
