import Foundation
import Testing

@Suite struct CompletionEndToEndTests {
    @Test func recipeNamesCompleteFromTheStoreOrASourceFile() async throws {
        let data = DataFolder()
        #expect(try await RecipesBinary.run(["list"], environment: data.environment).status == 0)
        // What the generated bash script runs when the cursor is after "Cr" in `recipes show Cr`.
        let fromStore = try await RecipesBinary.run(
            ["---completion", "show", "--", "positional@0", "2", "2", "recipes", "show", "Cr"], environment: data.environment)
        #expect(fromStore.standardOutput.split(separator: "\n") == ["Crock Pot Roast", "Cranberry and Apple Stuffed Acorn Squash", "Crème Brûlée"])
        let fromFile = try await RecipesBinary.run(
            ["---completion", "remove", "--", "positional@0", "4", "2", "recipes", "remove", "--source", RecipesBinary.fixture("Recipes.json"), "Cu"])
        #expect(fromFile.standardOutput.split(separator: "\n") == ["Curried Lentils and Rice", "Curried chicken salad"])
        // No store yet: nothing to offer, and none is created.
        let empty = DataFolder()
        let none = try await RecipesBinary.run(["---completion", "show", "--", "positional@0", "2", "0", "recipes", "show", ""], environment: empty.environment)
        #expect(none.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: empty.database))
    }

    @Test func completionScriptsAreGeneratedForEachShell() async throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try await RecipesBinary.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.standardOutput.contains("---completion show"), "\(shell)")
        }
    }
}
