import ArgumentParser
import RecipesKit

/// `recipes remove`: one recipe out of the store, or out of a catalog service.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a recipe from the store (or from a catalog service with --source URL).",
        discussion: "NAME is matched as `show` matches it: exactly, ignoring case, or as a unique prefix.")

    @OptionGroup var recipe: RecipeNameArgument
    @OptionGroup var catalog: CatalogOptions

    func run() async throws {
        try await catalog.editModule(usesFavorites: false).perform(.remove(name: recipe.name)).exit()
    }
}
