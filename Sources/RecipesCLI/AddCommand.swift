import ArgumentParser
import Foundation
import RecipesKit
import RecipesSources

/// `recipes add`: recipes from a file or standard input into the store, or into a catalog service.
struct AddCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add recipes to the store (or to a catalog service with --source URL).",
        discussion: """
            FILE holds one recipe object or an array of them, in the catalog format. Every recipe is checked \
            first (a name, at least one step, no more timers than steps, no negative timers, sane lengths); \
            nothing is added unless all of them pass, and all are added in one transaction. A name already in \
            the store refuses the whole add unless --on-conflict (or --replace) says otherwise. With --source \
            http://…, the recipes are posted to the service's API with the token in RECIPES_TOKEN.
            """)

    @Argument(help: ArgumentHelp("A recipe file (one object or an array); - reads standard input.", valueName: "file"))
    var file: String

    @OptionGroup var conflicts: ConflictOptions

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        try conflicts.check(writingTo: try catalog.origin.catalogSource())
    }

    func run(with dependencies: Dependencies) async throws {
        let console = dependencies.console
        let input = InputFile(argument: file)
        let data: Data
        do {
            data = try await input.read(limits: try catalog.origin.limits(), dependencies: dependencies)
        } catch let error as InputFile.Failure {
            console.writeMessage(error.message)
            throw ExitCode(error.exitCode)
        }
        let recipes: [Recipe]
        do throws(CatalogStoreError) {
            guard !data.isEmpty else { throw CatalogStoreError(.invalid, "is empty; expected a recipe object or an array of them") }
            recipes = try RecipeValidator.recipes(from: data)
        } catch {
            console.writeMessage("\(input.displayName): \(error.message)")
            throw ExitCode(65)
        }
        try await dependencies.withEditModule(catalog) { module in
            try await module.present(.add(recipes, onConflict: conflicts.policy)).outcome.exit()
        }
    }
}
