import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes list`: every recipe in the catalog.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recipes in the catalog.")

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var listing: ListingOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Fetch again every SECONDS and show the list again when it changed, until interrupted.", valueName: "seconds"))
    var watch: Double?

    func validate() throws {
        if let watch, !(watch >= 0.1 && watch <= 86_400) {
            throw ValidationError("--watch must be between 0.1 and 86400 seconds, got \(watch)")
        }
    }

    func run() async throws {
        let request = try listing.restricting(
            RecipeListRequest(
                ordering: listing.sort.map(RecipeOrdering.sorted) ?? .catalog, page: listing.page,
                emptyMessage: "the catalog has no recipes"),
            origin: catalog.origin, emptyMessage: "none of your favorites is in this catalog")
        guard let watch else {
            let module = RecipeListRouter.makeModule(request: request, configuration: try catalog.moduleConfiguration())
            try await module.fetchRecipes().exit()
            return
        }
        // One console and one cache across rounds: output is shown again only when it changed.
        let configuration = try catalog.moduleConfiguration(console: RefreshingConsole(wrapping: CompositionRoot.console))
        while true {
            let module = RecipeListRouter.makeModule(request: request, configuration: configuration)
            _ = await module.fetchRecipes()
            try await Task.sleep(for: .milliseconds(Int(watch * 1000)))
        }
    }
}
