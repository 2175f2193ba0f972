import ArgumentParser
import Foundation
import RecipesCodecs
import RecipesKit
import RecipesTerminal
import RecipesSources

/// `recipes import`: schema.org Recipe JSON-LD from files, saved web pages, URLs or standard input, into the store.
struct ImportCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import schema.org Recipe JSON-LD (a .json file, a saved web page or a page's URL) into the store.",
        discussion: """
            Maps name, recipeIngredient, recipeInstructions (text, HowToStep, HowToSection), step times \
            (timeRequired) or else prepTime/cookTime/totalTime, image, url and recipeYield, and says what it \
            could not map. Each recipe is checked and added on its own: one that fails never leaves another \
            half-imported. URLs are fetched within --max-size; --timeout bounds each input, fetching and reading \
            the page together. With --dry-run nothing is \
            written: the recipes that would be imported are printed in the catalog format. With \
            --source http://…, recipes go to that service with RECIPES_TOKEN.
            """)

    @Argument(
        help: ArgumentHelp("JSON-LD files, saved HTML pages, or http(s) URLs of recipe pages; - reads standard input.", valueName: "file|url"))
    var inputs: [String]

    @Flag(name: .long, help: "Print what would be imported, as catalog JSON, and write nothing.")
    var dryRun = false

    @OptionGroup var conflicts: ConflictOptions

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("name at least one file, URL or - to import") }
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if !dryRun { try conflicts.check(writingTo: try catalog.origin.catalogSource()) }
    }

    func run(with dependencies: Dependencies) async throws {
        let limits = try catalog.origin.limits()
        guard !dryRun else {
            let dryRun = CatalogAccess(
                facade: InMemoryFacade(recipes: [], sourceDescription: "nothing (dry run)"), writer: PreviewWriter(), store: nil)
            return try await importEach(
                into: dependencies.modules(dryRun), format: .json, limits: limits, dependencies: dependencies)
        }
        try await dependencies.withCatalog(catalog.origin) { access in
            try await importEach(into: dependencies.modules(access), format: catalog.format, limits: limits, dependencies: dependencies)
        }
    }

    /// Like cp with several files: each input on its own, every failure said, the first one's status at the end.
    private func importEach(
        into modules: ModuleDependencies, format: OutputFormat, limits: InputLimits, dependencies: Dependencies
    ) async throws {
        // As JSON, one array for all the inputs (several arrays one after another are no JSON document): `finish()`.
        let view = TerminalViews.imports(format, console: dependencies.console)
        let module = ImportRouter.makeModule(dependencies: modules, view: view)
        var failure: ExitCode?
        for argument in inputs {
            let input = InputFile(argument: argument)
            // --timeout bounds the whole of a fetched input, fetching it and then reading the page; a file or
            // standard input (a user's own pipe, with no time limit) is given it for reading only.
            let allowed = Duration.milliseconds(Int64(limits.timeout * 1000))
            var deadline = ReadingDeadline(after: allowed, option: limits.timeoutOption)
            let data: Data
            do {
                data = try await input.read(limits: limits, dependencies: dependencies)
            } catch {
                dependencies.console.writeMessage(error.message)
                failure = failure ?? ExitCode(error.exitCode)
                continue
            }
            if !input.isRemote { deadline = ReadingDeadline(after: allowed, option: limits.timeoutOption) }
            let status = await module.present(ImportRequest(data: data, source: input.displayName, policy: conflicts.policy, deadline: deadline)).outcome.exitCode
            if status != ExitCode.success { failure = failure ?? status }
        }
        await view.finish()
        if let failure { throw failure }
    }
}
