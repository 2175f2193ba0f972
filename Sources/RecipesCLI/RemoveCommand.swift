import ArgumentParser
import RecipesKit

/// `recipes remove`: one recipe out of the store, or out of a catalog service.
struct RemoveCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a recipe from the store (or from a catalog service with --source URL).",
        discussion: "NAME is matched as `show` matches it: exactly, ignoring case, or as a unique prefix.")

    @OptionGroup var recipe: RecipeNameArgument
    @OptionGroup var catalog: CatalogOptions

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withEditModule(catalog) { module in try await module.present(.remove(name: recipe.name)).outcome.exit() }
    }
}
