import Foundation
@testable import RecipesKit
import Testing

/// `recipes serve`'s limits and start-up errors, and atomic remote adds, through the real binary.
@Suite(.serialized) struct ServeHardeningEndToEndTests {
    @Test(arguments: [
        (["--port", "-1"], "recipes: --port must be 0 to 65535, got -1"),
        (["--header-timeout", "-1"], "recipes: --header-timeout must be a positive number of seconds (at most 86400), got -1"),
        (["--body-timeout", "0"], "recipes: --body-timeout must be a positive number of seconds (at most 86400), got 0"),
        (["--max-connections", "0"], "recipes: --max-connections must be at least 1, got 0"),
        (["--max-body-size", "-5"], "recipes: --max-body-size must be a positive number of bytes, got -5"),
        (["--max-image-size", "-5"], "recipes: --max-image-size must be a size such as 5M, 256M or 1048576, got '-5'"),
        (["--image-cache-size", "lots"], "recipes: --image-cache-size must be a size such as 5M, 256M or 1048576, got 'lots'"),
        (["--image-timeout", "0"], "recipes: --image-timeout must be a positive number of seconds (at most 3600), got 0"),
    ])
    func outOfRangeLimitsAreOneLineUsageErrors(arguments: [String], message: String) async throws {
        let result = try await RecipesBinary.run(["serve"] + arguments)
        #expect(result.status == 64)
        #expect(result.errorLines.first?.hasPrefix(message) == true, "\(result.standardError)")
        #expect(result.errorLines.count == 1)
    }

    @Test func helpListsEveryLimitWithItsDefault() async throws {
        let help = try await RecipesBinary.run(["serve", "--help"]).standardOutput
        for option in [
            "--header-timeout <seconds>", "--body-timeout <seconds>", "--max-connections <n>", "--max-body-size <bytes>",
            "--allow-private-images", "--image-cache <path>", "--image-cache-size <size>", "--max-image-size <size>",
            "--image-timeout <seconds>",
        ] {
            #expect(help.contains(option), "\(option)")
        }
        for value in ["(default: 10.0)", "(default: 30.0)", "(default: 512)", "(default: 1048576)", "(default: 256M)", "(default: 5M)"] {
            #expect(help.contains(value), "\(value)")
        }
    }

    @Test func aTokenFileThatIsADirectorySaysSo() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("token-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await RecipesBinary.run(["serve", "--port", "0", "--token-file", directory.path])
        #expect(result.status == 66)
        #expect(result.errorLines == ["recipes: \(directory.path): is a directory"])
        let missing = try await RecipesBinary.run(["serve", "--port", "0", "--token-file", directory.path + "/none"])
        #expect(missing.status == 66)
        #expect(missing.errorLines == ["recipes: \(directory.path)/none: no such file or directory"])
    }

    @Test func aTokenShorterThanSixteenCharactersIsRefusedAtStart() async throws {
        let short = try await RecipesBinary.run(["serve", "--port", "0"], environment: ["RECIPES_TOKEN": "s3cret"])
        #expect(short.status == 64)
        #expect(short.errorLines == ["recipes: RECIPES_TOKEN: the write token is 6 characters long; use at least 16, such as: head -c 24 /dev/urandom | base64"],
                "\(short.standardError)")
    }

    @Test func aPortInUseSaysAddressAlreadyInUse() async throws {
        let server = try await RunningServer([])
        let port = server.baseURL.split(separator: ":").last.map(String.init) ?? ""
        let second = try await RecipesBinary.run(["serve", "--port", port])
        #expect(second.status == 69)
        #expect(second.errorLines.last == "recipes: cannot listen on 127.0.0.1:\(port): address already in use", "\(second.standardError)")
        #expect(await server.stop() == 0)
    }

    @Test func addingToAServiceIsAllOrNone() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("remote-add-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tokenFile = scratch.appendingPathComponent("token")
        try Data("s3cret-kitchen-token\n".utf8).write(to: tokenFile)
        let server = try await RunningServer(["--token-file", tokenFile.path])
        let recipe = { (name: String) in #"{"name": "\#(name)", "ingredients": [], "steps": ["Do it."], "timers": []}"# }
        // The second name is taken on the server, which only it can know: before, the first was added anyway.
        let broken = scratch.appendingPathComponent("broken.json")
        try Data("[\(recipe("Toast")), \(recipe("Crock Pot Roast"))]".utf8).write(to: broken)
        let refused = try await RecipesBinary.run(
            ["add", broken.path, "--source", server.baseURL], environment: ["RECIPES_TOKEN": "s3cret-kitchen-token"])
        #expect(refused.status != 0)
        #expect(try await server.get("/recipes/toast").status == 404)
        let good = scratch.appendingPathComponent("good.json")
        try Data("[\(recipe("Toast")), \(recipe("Tea"))]".utf8).write(to: good)
        let added = try await RecipesBinary.run(["add", good.path, "--source", server.baseURL], environment: ["RECIPES_TOKEN": "s3cret-kitchen-token"])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try await server.get("/recipes/toast").status == 200)
        #expect(try await server.get("/recipes/tea").status == 200)
        #expect(await server.stop() == 0)
    }
}
