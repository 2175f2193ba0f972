import ArgumentParser
import RecipesKit

/// `recipes favorites`: the recipes you mark, kept in the local store by slug, whatever the source.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "Mark, unmark and list favorite recipes.",
        discussion: "Favorites are kept in the local store (--database) by slug, also when the catalog comes from a service.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self)

    /// `recipes favorites add NAME`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Mark a recipe as a favorite (again is a no-op).")

        @OptionGroup var recipe: RecipeNameArgument
        @OptionGroup var catalog: CatalogOptions

        func run() async throws {
            try await catalog.editModule(usesFavorites: true).perform(.addFavorite(name: recipe.name)).exit()
        }
    }

    /// `recipes favorites remove NAME`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Unmark a favorite.")

        @OptionGroup var recipe: RecipeNameArgument
        @OptionGroup var catalog: CatalogOptions

        func run() async throws {
            try await catalog.editModule(usesFavorites: true).perform(.removeFavorite(name: recipe.name)).exit()
        }
    }

    /// `recipes favorites list`: the same as `recipes list --favorites`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the favorites (as list --favorites does).")

        @OptionGroup var catalog: CatalogOptions
        @OptionGroup var listing: ListingOptions

        func run() async throws {
            var listing = self.listing
            listing.favorites = true
            let request = try listing.restricting(
                RecipeListRequest(
                    ordering: listing.sort.map(RecipeOrdering.sorted) ?? .catalog, page: listing.page,
                    emptyMessage: "the catalog has no recipes"),
                origin: catalog.origin, emptyMessage: "none of your favorites is in this catalog")
            let module = RecipeListRouter.makeModule(request: request, configuration: try catalog.moduleConfiguration())
            try await module.fetchRecipes().exit()
        }
    }
}
