import Foundation
import Testing

/// `recipes user` and `recipes token` on the built binary and the default store.
@Suite(.serialized) struct AccountEndToEndTests {
    @Test func usersAreAddedListedChangedAndTheLastOwnerKept() async throws {
        let data = DataFolder()
        let env = data.environment
        let added = try await RecipesBinary.run(["user", "add", "ana", "--role", "owner", "--password-stdin"], input: Data("correct horse\n".utf8), environment: env)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == "Added ana (owner)\n")
        _ = try await RecipesBinary.run(["user", "add", "bob", "--password-stdin"], input: Data("battery staple".utf8), environment: env)

        let list = try await RecipesBinary.run(["user", "list", "--format", "json"], environment: env)
        let users = try #require(try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
        #expect(users.map { $0["name"] as? String } == ["ana", "bob"])
        #expect(users.map { $0["role"] as? String } == ["owner", "editor"])
        #expect(!list.standardOutput.contains("$2b$"), "a password hash was printed")

        let lastOwner = try await RecipesBinary.run(["user", "remove", "ana"], environment: env)
        #expect(lastOwner.status == 1)
        #expect(lastOwner.errorLines == ["recipes: 'ana' is the household's last owner; make another user an owner first"])
        #expect(try await RecipesBinary.run(["user", "role", "bob", "owner"], environment: env).standardOutput == "bob is now an owner\n")
        #expect(try await RecipesBinary.run(["user", "remove", "ana"], environment: env).standardOutput == "Removed ana and their tokens\n")
        #expect(try await RecipesBinary.run(["user"], environment: env).standardOutput.hasPrefix("NAME  ROLE   ADDED\nbob   owner  "))
    }

    @Test func aTokenIsPrintedAloneOnceAndListedWithoutItsSecret() async throws {
        let data = DataFolder()
        let env = data.environment
        _ = try await RecipesBinary.run(["user", "add", "ana", "--password-stdin"], input: Data("correct horse\n".utf8), environment: env)
        let made = try await RecipesBinary.run(["token", "create", "--user", "ana", "--label", "tablet", "--expires", "30d"], environment: env)
        #expect(made.status == 0, "\(made.standardError)")
        let secret = made.standardOutput.trimmingCharacters(in: .newlines)
        #expect(secret.hasPrefix("rcp_") && secret.count == 36 && !secret.contains(" "), "\(made.standardOutput)")
        #expect(made.errorLines.first?.hasPrefix("recipes: token 1 for ana, expires ") == true)

        let list = try await RecipesBinary.run(["token", "list"], environment: env)
        #expect(list.standardOutput.hasPrefix("ID  USER  LABEL   CREATED     EXPIRES\n1   ana   tablet  "))
        #expect(!list.standardOutput.contains(secret))
        let json = try await RecipesBinary.run(["token", "list", "--format", "json"], environment: env)
        #expect(!json.standardOutput.contains(secret))
        #expect(try await RecipesBinary.run(["token", "revoke", "1"], environment: env).standardOutput == "Revoked token 1 (ana, tablet)\n")
        #expect(try await RecipesBinary.run(["token", "revoke", "1"], environment: env).errorLines == ["recipes: no token numbered 1"])
    }

    // /dev/full, a device every write to fails with ENOSPC, is Linux's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aTokenWhoseSecretCannotBeWrittenIsRevoked() async throws {
        let data = DataFolder()
        let env = data.environment
        _ = try await RecipesBinary.run(["user", "add", "ana", "--password-stdin"], input: Data("correct horse\n".utf8), environment: env)
        let lost = try await RecipesBinary.run(["token", "create", "--user", "ana"], environment: env, output: "/dev/full")
        #expect(lost.status == 74)
        #expect(lost.errorLines.last == "recipes: token 1: its secret could not be written to standard output, so it was revoked", "\(lost.errorLines)")
        let listed = try await RecipesBinary.run(["token", "list", "--format", "json"], environment: env).standardOutput
        #expect((try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [Any])?.isEmpty == true, "\(listed)")
    }

    @Test func badAccountInputIsOneLineAndNothingIsWritten() async throws {
        let data = DataFolder()
        let env = data.environment
        for (arguments, input, status, message) in [
            (["user", "add", "two words", "--password-stdin"], "long enough", Int32(64), "a user name is 1 to 64 letters"),
            (["user", "add", "ana", "--role", "chef", "--password-stdin"], "long enough", 64, "chef"),
            (["user", "add", "ana", "--password-stdin"], "short", 65, "a password needs at least 8 characters"),
            (["user", "add", "ana", "--password-stdin"], String(repeating: "x", count: 5_000), 64, "longer than 4096 bytes"),
            (["user", "add", "ana"], "", 64, "no terminal to read a password from; pass it with --password-stdin"),
            (["token", "create", "--user", "ana", "--expires", "forever"], "", 64, "a lifetime is a count of hours, days or weeks"),
            (["token", "create", "--user", "ana"], "", 1, "no user named 'ana'"),
        ] {
            let result = try await RecipesBinary.run(arguments, input: Data(input.utf8), environment: env)
            #expect(result.status == status, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(result.errorLines.count <= 2, "\(arguments): \(result.standardError)")
        }
        #expect(try await RecipesBinary.run(["user", "list", "--format", "json"], environment: env).standardOutput == "[]\n")
    }
}

/// Users' tokens against a real `recipes serve` on the same store.
@Suite(.serialized) struct AccountServeEndToEndTests {
    @Test func aServerOnTheStoreTakesWritesByEachUsersRole() async throws {
        let data = DataFolder()
        let env = data.environment
        _ = try await RecipesBinary.run(["user", "add", "ed", "--role", "editor", "--password-stdin"], input: Data("long enough\n".utf8), environment: env)
        _ = try await RecipesBinary.run(["user", "add", "vic", "--role", "viewer", "--password-stdin"], input: Data("long enough\n".utf8), environment: env)
        let editor = try await RecipesBinary.run(["token", "create", "--user", "ed"], environment: env).standardOutput.trimmingCharacters(in: .newlines)
        let viewer = try await RecipesBinary.run(["token", "create", "--user", "vic"], environment: env).standardOutput.trimmingCharacters(in: .newlines)

        let server = try await RunningServer(["--database", data.database])
        let file = try data.file("toast.json", #"{"name": "Toast", "ingredients": [], "steps": ["Toast it."], "timers": [3]}"#)
        var asViewer = env
        asViewer["RECIPES_TOKEN"] = viewer
        let refused = try await RecipesBinary.run(["add", file, "--source", server.baseURL], environment: asViewer)
        #expect(refused.status == 77)
        #expect(refused.standardError.contains("user 'vic' (viewer) may not do this"), "\(refused.standardError)")
        var asEditor = env
        asEditor["RECIPES_TOKEN"] = editor
        let added = try await RecipesBinary.run(["add", file, "--source", server.baseURL], environment: asEditor)
        #expect(added.status == 0, "\(added.standardError)")

        // Revoked in the store, refused by the running server at once: every replica reads the same tokens.
        _ = try await RecipesBinary.run(["token", "revoke", "1"], environment: env)
        let revoked = try await RecipesBinary.run(["remove", "Toast", "--source", server.baseURL], environment: asEditor)
        #expect(revoked.status == 77, "\(revoked.standardError)")
        #expect(await server.stop() == 0)
    }
}
