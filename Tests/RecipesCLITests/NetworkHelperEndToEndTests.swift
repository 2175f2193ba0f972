import Foundation
import RecipesTestSupport
import Testing

/// `recipes` is built without the network edge and runs `recipes-net`, from its own folder, in its place.
@Suite struct NetworkHelperEndToEndTests {
    /// A new folder holding a copy of the built `recipes`, and `helper` as its `recipes-net` when given.
    static func folder(helper: String? = nil) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await copy(RecipesBinary.url.path, to: folder.appendingPathComponent("recipes").path)
        if let helper {
            let script = folder.appendingPathComponent("recipes-net.txt").path
            try Data(helper.utf8).write(to: URL(fileURLWithPath: script))
            try await copy(script, to: folder.appendingPathComponent("recipes-net").path)
            chmod(folder.appendingPathComponent("recipes-net").path, 0o755)
        }
        return folder
    }

    /// Copies a file by `cp`, so that no descriptor writing it is ever open in this process: a child that another
    /// test spawns at that moment would inherit it, and running the copy would fail with "text file busy".
    private static func copy(_ source: String, to destination: String) async throws {
        let child = try ChildProcess(
            executable: "/bin/cp", arguments: [source, destination], environment: [:], directory: "/",
            input: "/dev/null", output: "/dev/null", error: "/dev/null")
        let status = await child.exitStatus()
        guard status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination]) }
    }

    /// A `recipes-net` that shows what it was started with: its path and arguments, one a line, its pid's parent,
    /// two variables of its environment, and then its standard input.
    static let showingHelper = """
        #!/bin/sh
        printf '%s\\n' "$0" "$@"
        echo "parent $PPID"
        echo "mark ${RECIPES_HANDED_OFF:-none} password ${PGPASSWORD:-none}"
        cat
        """

    @Test func recipesAloneRunsLocalCommandsAndSaysInOneLineWhatTheOthersNeed() async throws {
        let folder = try await Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("recipes")
        let data = folder.appendingPathComponent("data")

        let local = try await RecipesBinary.run(["list", "--source", RecipesBinary.fixture("Recipes.json")], executable: alone)
        #expect(local.status == 0)
        #expect(local.standardOutput.contains("Crock Pot Roast"))

        let needing: [([String], [String: String])] = [
            (["serve", "--port", "0"], [:]),
            (["list", "--source", "http://127.0.0.1:1/"], [:]),
            (["list"], ["RECIPES_DATABASE": "postgres://recipes@127.0.0.1:1/recipes"]),
            (["user", "add", "ann", "--password-stdin"], [:]),
        ]
        for (arguments, environment) in needing {
            let result = try await RecipesBinary.run(
                arguments, input: Data("a long enough password\n".utf8), environment: environment.merging(["XDG_DATA_HOME": data.path]) { $1 },
                executable: alone)
            #expect(result.status == 69, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
            #expect(result.standardError.hasPrefix("recipes: this command needs recipes-net"), "\(arguments)")
            #expect(result.standardOutput.isEmpty)
        }
        // Handed on before anything was done: no store was made for the account, no password asked for.
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test func theHelperRunsInRecipesPlaceWithItsArgumentsEnvironmentAndInputWhole() async throws {
        let folder = try await Self.folder(helper: Self.showingHelper)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["user", "add", "ann smith", "--password-stdin", "--role", "owner", "crème brûlée", ""]
        let result = try await RecipesBinary.run(
            arguments, input: Data("a long enough password\n".utf8), environment: ["PGPASSWORD": "s3cret"],
            executable: folder.appendingPathComponent("recipes"))
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == folder.appendingPathComponent("recipes-net").path)
        #expect(Array(lines.dropFirst().prefix(arguments.count)) == arguments)
        // Exec, not a child: the helper's parent is the test that started `recipes`.
        #expect(lines.contains("parent \(getpid())"))
        #expect(lines.contains("mark 1 password s3cret"))
        #expect(lines.contains("a long enough password"))
    }

    @Test func aLinkToRecipesFindsTheHelperBesideTheRealOne() async throws {
        let folder = try await Self.folder(helper: Self.showingHelper)
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-link-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: links)
        }
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: links.appendingPathComponent("recipes"), withDestinationURL: folder.appendingPathComponent("recipes"))
        let result = try await RecipesBinary.run(["serve", "--port", "0"], executable: links.appendingPathComponent("recipes"))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix(folder.appendingPathComponent("recipes-net").path + "\nserve\n"))
    }

    @Test func aHelperThatIsRecipesAgainStopsInsteadOfLooping() async throws {
        let folder = try await Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("recipes-net"), withDestinationURL: folder.appendingPathComponent("recipes"))
        let result = try await RecipesBinary.run(["serve", "--port", "0"], executable: folder.appendingPathComponent("recipes"), timeout: .seconds(10))
        #expect(result.status == 69)
        #expect(result.errorLines == ["recipes: recipes-net handed this command back to recipes: it must be the whole tool, not a link to recipes"])
    }
}
