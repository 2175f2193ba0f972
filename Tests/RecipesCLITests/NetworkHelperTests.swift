@testable import RecipesCLI
import Testing

@Suite struct NetworkHelperTests {
    @Test func localCommandsOnFilesAndTheStoreStayInRecipes() {
        let local: [[String]] = [
            ["list"], ["--version"], ["--help"], ["help", "serve"], ["filter", "--ingredient", "beef", "--format", "json"],
            ["show", "Crock Pot Roast", "--source", "/srv/recipes.json"], ["import", "page.html"], ["list", "--source", "-"],
            ["list", "--database", "/var/lib/catalog.sqlite"], ["plan", "add", "Crock Pot Roast", "--date", "friday"],
        ]
        for arguments in local {
            #expect(!NetworkHelper.isNeeded(arguments: arguments, environment: ["RECIPES_DATABASE": "/tmp/catalog.sqlite"]), "\(arguments)")
        }
    }

    @Test func theServerAndAccountCommandsAreHandedToTheHelper() {
        for arguments in [["serve"], ["serve", "--help"], ["user", "add", "ann", "--role", "owner"], ["token", "list"], ["user"]] {
            #expect(NetworkHelper.isNeeded(arguments: arguments, environment: [:]), "\(arguments)")
        }
    }

    @Test func anAddressInAnArgumentOrTheEnvironmentIsHandedToTheHelper() {
        let arguments: [[String]] = [
            ["list", "--source", "https://recipes.example/api"], ["list", "--source=http://127.0.0.1:8080"],
            ["list", "--database", "postgres://recipes@db/recipes"], ["import", "https://example.com/crock-pot-roast"],
        ]
        for line in arguments {
            #expect(NetworkHelper.isNeeded(arguments: line, environment: [:]), "\(line)")
        }
        #expect(NetworkHelper.isNeeded(arguments: ["list"], environment: ["RECIPES_SOURCE": "https://recipes.example"]))
        #expect(NetworkHelper.isNeeded(arguments: ["list"], environment: ["RECIPES_DATABASE": "postgresql://recipes@db/recipes"]))
        #expect(!NetworkHelper.isNeeded(arguments: ["list"], environment: ["RECIPES_SOURCE": "/srv/recipes.json", "HOME": "/root"]))
    }

    // A command renamed in the tree but not here would run in `recipes` and be handed on only at its first use of the
    // network, after it may have read standard input or a password.
    @Test func theCommandsAlwaysHandedOnAreCommandsOfTheTree() {
        let names = Set(RecipesCommand.configuration.subcommands.compactMap { $0.configuration.commandName })
        #expect(NetworkHelper.commands.isSubset(of: names))
    }
}
