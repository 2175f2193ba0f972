import ArgumentParser
import Foundation
import RecipesKit
import RecipesTerminal

/// `recipes export`: recipes out as the catalog format, schema.org JSON-LD or Markdown.
struct ExportCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write recipes out as JSON, schema.org JSON-LD or Markdown.",
        discussion: "JSON-LD output imports back into the same recipes with `recipes import`.")

    @Argument(help: ArgumentHelp("Recipe names (exact, any case, or a unique prefix).", valueName: "name"), completion: RecipeNameCompletion.kind)
    var names: [String] = []

    @Flag(name: .long, help: "Export every recipe of the catalog.")
    var all = false

    @Option(name: .long, help: "json (the catalog format), jsonld (schema.org Recipe) or markdown.")
    var format: ExportFormat = .json

    @OptionGroup var origin: SourceOptions

    func validate() throws {
        if names.isEmpty && !all { throw ValidationError("name at least one recipe, or give --all") }
        if !names.isEmpty && all { throw ValidationError("give recipe names or --all, not both") }
        if names.contains(where: { $0.allSatisfy(\.isWhitespace) }) { throw ValidationError("recipe names must not be empty") }
    }

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withCatalog(origin) { access in
            let module = ExportRouter.makeModule(
                dependencies: dependencies.modules(access), view: TerminalViews.export(format, console: dependencies.console))
            try await module.present(all ? .all : .named(names)).outcome.exit()
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
