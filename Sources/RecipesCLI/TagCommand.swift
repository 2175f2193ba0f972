import ArgumentParser
import RecipesKit

/// `recipes tag`: tags on a recipe in the store, or in a catalog service.
struct TagCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "Add tags to a recipe in the store (or in a catalog service with --source URL).",
        discussion: """
            NAME is matched as `show` matches it. Tags are kept as written and compared ignoring case and accents: \
            one the recipe has already is left as it is. A tag is one line of at most 40 characters, without commas.
            """)

    @OptionGroup var recipe: RecipeNameArgument

    @Argument(help: ArgumentHelp("The tags to add.", valueName: "tag"))
    var tags: [String] = []

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        try TagArguments.validate(tags)
    }

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withEditModule(catalog) { module in
            try await module.present(.retag(name: recipe.name, adding: tags, removing: [])).outcome.exit()
        }
    }
}
