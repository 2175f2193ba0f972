import ArgumentParser
import RecipesKit

/// The `recipes` command: a root with one subcommand per job.
public struct RecipesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "recipes",
        abstract: "Browse, filter and search a recipe catalog.",
        discussion: """
            The catalog is your store (--database, RECIPES_DATABASE, else $XDG_DATA_HOME/recipes/catalog.sqlite, \
            created with the built-in recipes on first use), unless --source or RECIPES_SOURCE names another, \
            read-only: a JSON file, - for standard input, or the base URL of a catalog service (<base>/recipes.json).

            Exit status: 0 when something was shown or done, 1 when nothing matched (or a name was not found or \
            taken), 64 for a usage error, 65 for a catalog or recipe that is not valid, 66 for an input file \
            that cannot be read, 69 for a source or store that cannot be read or reached, 74 when standard \
            output cannot be written (a closed pipe is no error), 77 for a write that is not allowed.
            """,
        version: RecipesVersion.current,
        subcommands: [
            ListCommand.self, FilterCommand.self, ShowCommand.self, SearchCommand.self, AddCommand.self, EditCommand.self, RemoveCommand.self,
            FavoritesCommand.self, RateCommand.self, NoteCommand.self, CookedCommand.self, TagCommand.self, UntagCommand.self, TagsCommand.self, PlanCommand.self, ShopCommand.self, PantryCommand.self,
            CookCommand.self, UserCommand.self, TokenCommand.self,
            ImportCommand.self, ExportCommand.self, ServeCommand.self,
        ]
    )

    public init() {}
}
