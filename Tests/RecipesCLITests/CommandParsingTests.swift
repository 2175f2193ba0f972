import ArgumentParser
import Foundation
@testable import RecipesCLI
@testable import RecipesKit
import Testing

@Suite struct CommandParsingTests {
    @Test func filterFlagsBuildTheQuery() throws {
        let command = try #require(try RecipesCommand.parseAsRoot([
            "filter", "--ingredient", "beef", "--ingredient", "onion", "--any", "--exclude-ingredient", "milk",
            "--type", "Meat", "--name", "roast", "--max-time", "90",
        ]) as? FilterCommand)
        #expect(command.query == RecipeQuery(
            ingredients: ["beef", "onion"], anyIngredient: true, excludedIngredients: ["milk"], type: "Meat", name: "roast", maxMinutes: 90,
            anyTag: true))
    }

    @Test func tagFlagsJoinTheQuery() throws {
        let command = try #require(try RecipesCommand.parseAsRoot([
            "filter", "--tag", "dinner", "--tag", "quick", "--any", "--exclude-tag", "spicy",
        ]) as? FilterCommand)
        #expect(command.query == RecipeQuery(anyIngredient: true, tags: ["dinner", "quick"], anyTag: true, excludedTags: ["spicy"]))
        #expect(throws: (any Error).self) { try RecipesCommand.parseAsRoot(["filter", "--tag", "a", "--any"]) }
        let tag = try #require(try RecipesCommand.parseAsRoot(["tag", "Crock Pot Roast", "dinner", "slow cooker"]) as? TagCommand)
        #expect(tag.tags == ["dinner", "slow cooker"])
    }

    @Test func sharedOptionsParseOnEveryCommand() throws {
        let list = try #require(try RecipesCommand.parseAsRoot(["list", "--format", "json", "--source", "-", "--sort", "time", "--limit", "3", "--offset", "2"]) as? ListCommand)
        #expect(list.catalog.format == .json)
        #expect(try list.catalog.origin.catalogSource() == .standardInput)
        #expect(list.listing.sort == .catalog(.time))
        let rated = try #require(try RecipesCommand.parseAsRoot(["list", "--sort", "rating", "--user", "ana"]) as? ListCommand)
        #expect(rated.listing.sort == .personal(.rating))
        #expect(rated.listing.needsStore)
        #expect(list.listing.page == RecipePage(offset: 2, limit: 3))
        let show = try #require(try RecipesCommand.parseAsRoot(["show", "Crock Pot Roast", "--timers", "--source", "http://127.0.0.1:9/"]) as? ShowCommand)
        #expect(show.timers)
        #expect(try show.catalog.origin.catalogSource() == .service(baseURL: URL(string: "http://127.0.0.1:9/")!))
    }

    @Test func theStoreIsTheSourceUnlessOneIsNamed() throws {
        let list = try #require(try RecipesCommand.parseAsRoot(["list", "--database", "/tmp/x.sqlite", "--favorites"]) as? ListCommand)
        #expect(try list.catalog.origin.catalogSource() == nil)
        #expect(list.catalog.origin.store.databasePath(environment: [:]) == "/tmp/x.sqlite")
        #expect(list.listing.favorites)
        let add = try #require(try RecipesCommand.parseAsRoot(["add", "-", "--source", "http://127.0.0.1:9"]) as? AddCommand)
        #expect(add.file == "-")
        let favorite = try #require(try RecipesCommand.parseAsRoot(["favorites", "add", "Crock Pot Roast"]) as? FavoritesCommand.Add)
        #expect(favorite.recipe.name == "Crock Pot Roast")
        #expect(throws: (any Error).self) { try RecipesCommand.parseAsRoot(["remove", " "]) }
        #expect(throws: (any Error).self) { try RecipesCommand.parseAsRoot(["list", "--database", " "]) }
    }

    @Test func storeOnlyCommandsRefuseASourceTheyWouldIgnore() throws {
        // Users, tokens and the pantry live only in the store: a catalog file or service holds none of them.
        for arguments in [["pantry", "add", "flour"], ["user", "list"], ["token", "list"], ["pantry"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try RecipesCommand.parseAsRoot(arguments + ["--source", "http://127.0.0.1:9"]) }
        }
        let pantry = try #require(try RecipesCommand.parseAsRoot(["pantry", "add", "flour", "--database", "postgres://db/x", "--format", "json"]) as? PantryCommand.Add)
        #expect(pantry.options.store.databasePath(environment: [:]) == "postgres://db/x")
        #expect(pantry.options.format == .json)
    }

    @Test func searchSplitsTextIntoWords() throws {
        let search = try #require(try RecipesCommand.parseAsRoot(["search", "beef  stew", "slow"]) as? SearchCommand)
        #expect(search.words == ["beef", "stew", "slow"])
    }

    @Test(arguments: [
        ["filter"],
        ["filter", "--ingredient", " "],
        ["filter", "--ingredient", "beef", "--any"],
        ["filter", "--max-time", "-5"],
        ["list", "--limit", "0"],
        ["list", "--offset", "-1"],
        ["list", "--sort", "colour"],
        ["list", "--format", "xml"],
        ["list", "--source", "ftp://example.org/"],
        ["show", "  "],
        ["search", " "],
    ])
    func invalidInputIsAUsageError(arguments: [String]) {
        #expect(throws: (any Error).self) { try RecipesCommand.parseAsRoot(arguments) }
        do {
            _ = try RecipesCommand.parseAsRoot(arguments)
        } catch {
            #expect(RecipesCommand.exitCode(for: error) == ExitCode(64))
        }
    }

    @Test func outcomesMapToSysexitsStatuses() {
        #expect(ModuleOutcome.shown.exitCode == .success)
        #expect(ModuleOutcome.empty.exitCode == ExitCode(1))
        #expect(ModuleOutcome.failed(.notFound).exitCode == ExitCode(1))
        #expect(ModuleOutcome.failed(.ambiguous).exitCode == ExitCode(1))
        #expect(ModuleOutcome.failed(.catalog(CatalogError(kind: .badData, source: "", reason: ""))).exitCode == ExitCode(65))
        #expect(ModuleOutcome.failed(.catalog(CatalogError(kind: .unreachable, source: "", reason: ""))).exitCode == ExitCode(69))
    }
}
