import Foundation
import GRDB
import RecipesCodecs
@testable import RecipesKit
import RecipesSources
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data folder shared by several runs of the binary, removed afterwards.
struct DataFolder: ~Copyable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-data-\(UUID().uuidString)")

    var environment: [String: String] { ["XDG_DATA_HOME": url.path] }
    var database: String { url.appendingPathComponent("recipes/catalog.sqlite").path }

    func file(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let path = url.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

func recipeJSON(_ name: String, steps: Int = 1) -> String {
    let stepList = (1...steps).map { "\"Step \($0).\"" }.joined(separator: ", ")
    return #"{"name": "\#(name)", "ingredients": [{"quantity": "1", "name": "bread", "type": "Baking"}], "steps": [\#(stepList)], "timers": [2]}"#
}

@Suite(.serialized) struct StoreEndToEndTests {
    @Test func addListRemoveAndFavoritesWorkOnTheDefaultStore() async throws {
        let data = DataFolder()
        let env = data.environment
        let first = try await RecipesBinary.run(["list", "--format", "json"], environment: env)
        #expect(first.status == 0)
        let seeded = try CatalogDecoder().decode(Data(first.standardOutput.utf8))
        #expect(seeded == (try CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8))))
        #expect(FileManager.default.fileExists(atPath: data.database))

        let file = try data.file("toast.json", "[\(recipeJSON("Toast")), \(recipeJSON("Tea"))]")
        let added = try await RecipesBinary.run(["add", file], environment: env)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == "added \"Toast\" (toast) to \(data.database)\nadded \"Tea\" (tea) to \(data.database)\n")
        let again = try await RecipesBinary.run(["add", "-"], input: Data(recipeJSON("toast").utf8), environment: env)
        #expect(again.status == 1)
        #expect(again.errorLines == ["recipes: a recipe named \"Toast\" already exists (slug 'toast')"])
        let invalid = try await RecipesBinary.run(["add", "-"], input: Data(#"{"name": "Nothing", "ingredients": [], "steps": []}"#.utf8), environment: env)
        #expect(invalid.status == 65)
        #expect(invalid.errorLines == ["recipes: standard input: steps: must have at least one step"])
        #expect(try await RecipesBinary.run(["add", "/no/such.json"], environment: env).status == 66)

        let favorite = try await RecipesBinary.run(["favorites", "add", "toast"], environment: env)
        #expect(favorite.standardOutput == "added \"Toast\" (toast) to favorites\n")
        let twice = try await RecipesBinary.run(["favorites", "add", "Toast"], environment: env)
        #expect(twice.status == 0)
        #expect(twice.standardOutput.isEmpty)
        #expect(twice.errorLines == ["recipes: \"Toast\" is already a favorite"])
        _ = try await RecipesBinary.run(["favorites", "add", "Crock Pot Roast"], environment: env)
        let favorites = try await RecipesBinary.run(["filter", "--ingredient", "bread", "--favorites", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(favorites.standardOutput.utf8)).map(\.name) == ["Toast"])
        let listed = try await RecipesBinary.run(["favorites", "list", "--format", "json"], environment: env)
        #expect(try CatalogDecoder().decode(Data(listed.standardOutput.utf8)).map(\.name) == ["Crock Pot Roast", "Toast"])

        // The start of a name shows a recipe but does not remove one: a removal is not undone.
        let started = try await RecipesBinary.run(["remove", "Toas"], environment: env)
        #expect(started.status == 1)
        #expect(started.errorLines == ["recipes: no recipe named \"Toas\"; did you mean \"Toast\"? (remove takes a whole name)"])
        let removed = try await RecipesBinary.run(["remove", "toast"], environment: env)
        #expect(removed.standardOutput == "removed \"Toast\" (toast) from \(data.database)\n")
        let gone = try await RecipesBinary.run(["show", "Toast"], environment: env)
        #expect(gone.status == 1)
        #expect(try await RecipesBinary.run(["remove", "Toast"], environment: env).status == 1)
        let unfavorite = try await RecipesBinary.run(["favorites", "remove", "Toast"], environment: env)
        #expect(unfavorite.standardOutput == "removed \"Toast\" (toast) from favorites\n")
    }

    @Test func readOnlySourcesRefuseWritesAndBadDatabasesAreOneLineErrors() async throws {
        let data = DataFolder()
        let file = try data.file("toast.json", recipeJSON("Toast"))
        let readOnly = try await RecipesBinary.run(["add", file, "--source", RecipesBinary.fixture("Recipes.json")], environment: data.environment)
        #expect(readOnly.status == 77)
        #expect(readOnly.errorLines.count == 1)
        let junk = try data.file("junk.sqlite", String(repeating: "not a database ", count: 300))
        let bad = try await RecipesBinary.run(["list", "--database", junk])
        #expect(bad.status == 69)
        #expect(bad.errorLines.count == 1)
        #expect(bad.errorLines.first?.contains("not a recipes database") == true)
        let missing = try await RecipesBinary.run(["list", "--database", "/no/such/folder/c.sqlite"])
        #expect(missing.status == 69)
    }

    @Test func twoProcessesAddingAtTheSameTimeBothLand() async throws {
        let data = DataFolder()
        _ = try await RecipesBinary.run(["list"], environment: data.environment)
        let files = try (0..<4).map { index in
            try data.file("batch\(index).json", "[" + (0..<25).map { recipeJSON("Batch \(index) dish \($0)") }.joined(separator: ",") + "]")
        }
        let environment = data.environment
        let results = try await withThrowingTaskGroup(of: CommandResult.self) { group in
            for file in files { group.addTask { try await RecipesBinary.run(["add", file], environment: environment) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.standardError))")
        let listed = try await RecipesBinary.run(["filter", "--name", "batch", "--format", "json"], environment: data.environment)
        #expect(try CatalogDecoder().decode(Data(listed.standardOutput.utf8)).count == 100)
    }

    @Test func addAndRemoveGoThroughARunningServiceWithTheToken() async throws {
        let data = DataFolder()
        let served = data.url.appendingPathComponent("served.sqlite").path
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let server = try await RunningServer(["--database", served], environment: ["RECIPES_TOKEN": "s3cret-kitchen-token"])
        let file = try data.file("toast.json", recipeJSON("Toast"))
        let noToken = try await RecipesBinary.run(["add", file, "--source", server.baseURL], environment: data.environment)
        #expect(noToken.status == 77)
        #expect(noToken.errorLines.first?.contains("RECIPES_TOKEN") == true)
        var env = data.environment
        env["RECIPES_TOKEN"] = "s3cret-kitchen-token"
        let added = try await RecipesBinary.run(["add", file, "--source", server.baseURL], environment: env)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == "added \"Toast\" (toast) to \(server.baseURL)\n")
        let favorite = try await RecipesBinary.run(["favorites", "add", "Toast", "--source", server.baseURL], environment: env)
        #expect(favorite.status == 0, "\(favorite.standardError)")
        // Favorites stay in the local store, not on the server.
        let local = try SQLiteCatalogStoreProbe.favorites(at: data.database)
        #expect(local == ["toast"])
        var editing = env
        editing["EDITOR"] = "sed -i s/Step/Stage/"
        let edited = try await RecipesBinary.run(["edit", "Toast", "--source", server.baseURL], environment: editing)
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(String(decoding: try await server.get("/recipes/toast").body, as: UTF8.self).contains("Stage 1."))
        let skipped = try await RecipesBinary.run(["add", file, "--source", server.baseURL, "--on-conflict", "skip"], environment: env)
        #expect(skipped.status == 64)
        #expect(skipped.errorLines.first?.hasPrefix("recipes: --on-conflict skip is not supported when writing to \(server.baseURL): its API adds all or none") == true, "\(skipped.standardError)")
        let removed = try await RecipesBinary.run(["remove", "Toast", "--source", server.baseURL], environment: env)
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(try await server.get("/recipes/toast").status == 404)
        #expect(await server.stop() == 0)
    }
}

/// Reads a store file directly, as a second opinion on what the binary wrote.
enum SQLiteCatalogStoreProbe {
    static func favorites(at path: String) throws -> [String] {
        try DatabaseQueue(path: path).read {
            try String.fetchAll($0, sql: "SELECT slug FROM recipe_mark WHERE person = '' AND favorite_order IS NOT NULL ORDER BY favorite_order")
        }
    }

    static func names(at path: String) throws -> Set<String> {
        try DatabaseQueue(path: path).read { Set(try String.fetchAll($0, sql: "SELECT name FROM recipe")) }
    }

    static func integrityCheck(at path: String) throws -> String {
        try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "PRAGMA integrity_check").joined(separator: "; ") }
    }
}

@Suite struct ShopEndToEndTests {
    @Test func mergesTwoEmbeddedRecipesIntoOneGroupedList() async throws {
        let data = DataFolder()
        let result = try await RecipesBinary.run(["shop", "Crock Pot Roast", "Classic Beef Chili", "--scale", "2"], environment: data.environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Shopping for Crock Pot Roast, Classic Beef Chili (× 2)\n\nBaking\n"))
        #expect(result.standardOutput.contains("\nMeat\n"))
        #expect(result.standardOutput.contains("  4 lbs       ground beef  "))
        let markdown = try await RecipesBinary.run(["shop", "Crock Pot Roast", "--format", "markdown"], environment: data.environment)
        #expect(markdown.standardOutput.contains("- [ ] **beef roast** — 1\n"))
        let unknown = try await RecipesBinary.run(["shop", "Crock Pot Roast", "Unicorn Stew"], environment: data.environment)
        #expect(unknown.status == 1)
        #expect(unknown.standardOutput.isEmpty)
        #expect(unknown.errorLines.count == 1)
        let badScale = try await RecipesBinary.run(["shop", "Crock Pot Roast", "--scale", "0"], environment: data.environment)
        #expect(badScale.status == 64)
    }
}

@Suite struct ImportExportEndToEndTests {
    @Test func exportedJSONLDImportsBackAndASavedPageImports() async throws {
        let data = DataFolder()
        let env = data.environment
        let exported = try await RecipesBinary.run(["export", "Crock Pot Roast", "Greek Salad", "--format", "jsonld"], environment: env)
        #expect(exported.status == 0, "\(exported.standardError)")
        let before = try await RecipesBinary.run(["export", "Crock Pot Roast", "Greek Salad"], environment: env)
        _ = try await RecipesBinary.run(["remove", "Crock Pot Roast"], environment: env)
        _ = try await RecipesBinary.run(["remove", "Greek Salad"], environment: env)
        let imported = try await RecipesBinary.run(["import", "-"], input: Data(exported.standardOutput.utf8), environment: env)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.hasPrefix("imported \"Crock Pot Roast\" (crock-pot-roast): 5 ingredients, 5 steps"))
        let after = try await RecipesBinary.run(["export", "Crock Pot Roast", "Greek Salad"], environment: env)
        #expect(try CatalogDecoder().decode(Data(after.standardOutput.utf8)).map(\.withTrimmedTimers)
            == (try CatalogDecoder().decode(Data(before.standardOutput.utf8)).map(\.withTrimmedTimers)))

        let page = RecipesBinary.packageRoot.appendingPathComponent("JSON/JSONLD/saved-page.html").path
        let fromPage = try await RecipesBinary.run(["import", page], environment: env)
        #expect(fromPage.status == 0)
        #expect(fromPage.standardOutput.contains("imported \"Weeknight Shakshuka\" (weeknight-shakshuka): 8 ingredients, 5 steps, 3 timers, serves 4\n"))
        #expect(fromPage.standardOutput.contains("skipped: \"Recipe Card Without Steps\": it has no steps (recipeInstructions)\n"))
        let served = try await StaticHTTPServer(serving: URL(fileURLWithPath: page).deletingLastPathComponent())
        defer { served.stop() }
        let remove = try await RecipesBinary.run(["remove", "Weeknight Shakshuka"], environment: env)
        #expect(remove.status == 0)
        let fromURL = try await RecipesBinary.run(["import", "\(served.baseURL)/saved-page.html"], environment: env)
        #expect(fromURL.status == 0, "\(fromURL.standardError)")
        #expect(fromURL.standardOutput.contains("imported \"Weeknight Shakshuka\" (weeknight-shakshuka): 8 ingredients, 5 steps, 3 timers, serves 4\n"))
        let missing = try await RecipesBinary.run(["import", "\(served.baseURL)/no-such-page.html"], environment: env)
        #expect(missing.status == 66)
        #expect(missing.errorLines == ["recipes: \(served.baseURL)/no-such-page.html: HTTP 404"])
        // A server that is not there is unreachable (69), as a --source URL would be.
        let closed = try await RecipesBinary.run(["import", "http://127.0.0.1:9/page.html", "--timeout", "5"], environment: env)
        #expect(closed.status == 69, "\(closed.standardError)")
        let again = try await RecipesBinary.run(["import", page], environment: env)
        #expect(again.status == 1)
        #expect(again.standardOutput.isEmpty)
        let garbage = try await RecipesBinary.run(["import", "-"], input: Data("<html>hello</html>".utf8), environment: env)
        #expect(garbage.status == 65)
        #expect(garbage.errorLines.count == 1)
        let markdown = try await RecipesBinary.run(["export", "Weeknight Shakshuka", "--format", "markdown"], environment: env)
        #expect(markdown.standardOutput.hasPrefix("# Weeknight Shakshuka\n\n8 ingredients · 5 steps · 19 min · serves 4\n"))
        #expect(try await RecipesBinary.run(["export"], environment: env).status == 64)
        let all = try await RecipesBinary.run(["export", "--all"], environment: env)
        #expect(try CatalogDecoder().decode(Data(all.standardOutput.utf8)).count == 28)
    }

    @Test func aServedStoreShowsAnotherProcesssWriteToTheFirstRequestASecondLater() async throws {
        let data = DataFolder()
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let served = data.url.appendingPathComponent("served.sqlite").path
        let server = try await RunningServer(["--database", served, "--log-level", "warning"])
        let before = try await server.get("/recipes/stale-1")
        #expect(before.status == 404)
        let etag = try #require(try await server.get("/recipes.json").headers["Etag"] as? String)
        for round in 1...3 {
            let file = try data.file("stale-\(round).json", recipeJSON("Stale \(round)"))
            #expect(try await RecipesBinary.run(["add", file, "--database", served]).status == 0)
            try await Task.sleep(for: .milliseconds(1100))
            #expect(try await server.get("/recipes/stale-\(round)").status == 200, "round \(round)")
            #expect(try await server.get("/recipes.json", headers: ["If-None-Match": etag]).status == 200, "round \(round)")
        }
        #expect(await server.stop() == 0)
    }

}
