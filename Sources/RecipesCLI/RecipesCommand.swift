import ArgumentParser
import RecipesKit

/// The `recipes` command: a root with one subcommand per job.
public struct RecipesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "recipes",
        abstract: "Browse, filter and search a recipe catalog.",
        discussion: """
            The catalog is the one built into recipes, unless --source or RECIPES_SOURCE names another: \
            a JSON file, - for standard input, or the base URL of a catalog service (<base>/recipes.json).

            Exit status: 0 when something was shown, 1 when nothing matched, 64 for a usage error, \
            65 for a catalog that is not valid, 69 for a source that cannot be read or reached.
            """,
        version: RecipesVersion.current,
        subcommands: [ListCommand.self, FilterCommand.self, ShowCommand.self, SearchCommand.self, ServeCommand.self]
    )

    public init() {}
}
