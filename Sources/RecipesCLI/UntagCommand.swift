import ArgumentParser
import RecipesKit

/// `recipes untag`: tags off a recipe in the store, or in a catalog service.
struct UntagCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "untag",
        abstract: "Remove tags from a recipe in the store (or in a catalog service with --source URL).",
        discussion: "NAME is matched as `show` matches it; a TAG matches ignoring case and accents.")

    @OptionGroup var recipe: RecipeNameArgument

    @Argument(help: ArgumentHelp("The tags to remove.", valueName: "tag"))
    var tags: [String] = []

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        try TagArguments.validateRemoved(tags)
    }

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withEditModule(catalog) { module in
            try await module.present(.retag(name: recipe.name, adding: [], removing: tags)).outcome.exit()
        }
    }
}
