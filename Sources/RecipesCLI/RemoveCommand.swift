import ArgumentParser
import RecipesKit

/// `recipes remove`: one recipe out of the store, or out of a catalog service.
struct RemoveCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a recipe from the store (or from a catalog service with --source URL).",
        discussion: "NAME is the recipe's whole name (case aside) or its slug: a removal is not undone, so the start of a name, which `show` takes, is not enough.")

    @OptionGroup var recipe: RecipeNameArgument
    @OptionGroup var catalog: CatalogOptions

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withEditModule(catalog) { module in try await module.present(.remove(name: recipe.name)).outcome.exit() }
    }
}
