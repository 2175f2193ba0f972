import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes favorites`: the recipes you mark, kept in the local store by slug, whatever the source.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "Mark, unmark and list favorite recipes.",
        discussion: """
            Favorites are kept in the local store (--database) by slug, also when the catalog comes from a service: the \
            household's own, or a user's with --user (or RECIPES_USER), the same a user marks with the star when \
            signed in to `recipes serve` on that store.
            """,
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self)

    /// `recipes favorites add NAME`.
    struct Add: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Mark a recipe as a favorite (again is a no-op).")

        @OptionGroup var recipe: RecipeNameArgument
        @OptionGroup var people: PersonOptions
        @OptionGroup var catalog: CatalogOptions

        func run(with dependencies: Dependencies) async throws {
            try await FavoritesCommand.mark(recipe.name, favorite: true, people: people, catalog: catalog, dependencies: dependencies)
        }
    }

    /// `recipes favorites remove NAME`.
    struct Remove: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Unmark a favorite.")

        @OptionGroup var recipe: RecipeNameArgument
        @OptionGroup var people: PersonOptions
        @OptionGroup var catalog: CatalogOptions

        func run(with dependencies: Dependencies) async throws {
            try await FavoritesCommand.mark(recipe.name, favorite: false, people: people, catalog: catalog, dependencies: dependencies)
        }
    }

    /// Marks or unmarks `name`: the user's own favorite with --user (or RECIPES_USER), else the household's.
    static func mark(
        _ name: String, favorite: Bool, people: PersonOptions, catalog: CatalogOptions, dependencies: Dependencies
    ) async throws {
        if try people.person(environment: dependencies.environment) != .household {
            try await dependencies.withPersonal(catalog, people) { module, person in
                try await module.present(.change(name: name, person: person, [.favorite(favorite)])).outcome.exit()
            }
            return
        }
        try await dependencies.withEditModule(catalog, usesFavorites: true) { module in
            try await module.present(favorite ? .addFavorite(name: name) : .removeFavorite(name: name)).outcome.exit()
        }
    }

    /// `recipes favorites list`: the same as `recipes list --favorites`.
    struct List: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the favorites (as list --favorites does, but none at all exits 0).")

        @OptionGroup var catalog: CatalogOptions
        @OptionGroup var listing: ListingOptions

        func run(with dependencies: Dependencies) async throws {
            var listing = self.listing
            listing.favorites = true
            try await dependencies.withCatalog(catalog.origin, needsStore: true) { access in
                let request = try await listing.restricting(
                    RecipeListRequest(
                        ordering: listing.ordering, page: listing.page,
                        emptyMessage: "the catalog has no recipes"),
                    access: access, dependencies: dependencies, emptyMessage: "none of your favorites is in this catalog")
                let view = TerminalViews.list(catalog.format, console: dependencies.console)
                let outcome = await RecipeListRouter.makeModule(dependencies: dependencies.modules(access), view: view).present(request).outcome
                // No favorites is an answer, as `tags` lists none; a page past the end is still nothing found (1).
                if case .empty = outcome, listing.offset == 0 { return }
                try outcome.exit()
            }
        }
    }
}
