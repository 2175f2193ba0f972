import ArgumentParser
import Foundation
import RecipesKit

/// `recipes export`: recipes out as the catalog format, schema.org JSON-LD or Markdown.
struct ExportCommand: AsyncParsableCommand {
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

    func run() async throws {
        let console = StandardConsole()
        let facade = try origin.facade(offline: origin.offline, console: console)
        let module = ExportRouter.makeModule(facade: facade, format: format, console: console)
        if all {
            try await module.presentAll().exit()
        } else {
            try await module.present(names: names).exit()
        }
    }
}

/// `recipes import`: schema.org Recipe JSON-LD from a file, a saved web page, or standard input, into the store.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import schema.org Recipe JSON-LD (a .json file or a saved web page) into the store.",
        discussion: """
            Maps name, recipeIngredient, recipeInstructions (text, HowToStep, HowToSection), step times \
            (timeRequired) or else prepTime/cookTime/totalTime, image, url and recipeYield, and says what it \
            could not map. Each recipe is checked and added on its own: one that fails never leaves another \
            half-imported. With --source http://…, recipes go to that service with RECIPES_TOKEN.
            """)

    @Argument(help: ArgumentHelp("A JSON-LD file, a saved HTML page, or an http(s) URL of a recipe page; - reads standard input.", valueName: "file|url"))
    var file: String

    @OptionGroup var catalog: CatalogOptions

    func run() async throws {
        let console = StandardConsole()
        let input = InputFile(argument: file)
        let data: Data
        do {
            data = try await input.read(limits: try catalog.origin.limits())
        } catch let error as InputFile.Failure {
            console.writeMessage(error.message)
            throw ExitCode(66)
        }
        let (configuration, writer) = try catalog.writeTarget()
        let module = ImportRouter.makeModule(configuration: configuration, writer: writer)
        try await module.present(data, source: input.displayName).exit()
    }
}

extension ExportFormat: ExpressibleByArgument {}
