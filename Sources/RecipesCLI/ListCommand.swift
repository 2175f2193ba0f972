import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes list`: every recipe in the catalog.
struct ListCommand: RecipesSubcommand {
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

    func run(with dependencies: Dependencies) async throws {
        // One console and one cache across rounds of --watch: output is shown again only when it changed.
        let refreshing = watch == nil ? nil : RefreshingConsole(wrapping: dependencies.console)
        let console: any ConsoleProtocol = refreshing ?? dependencies.console
        try await dependencies.withCatalog(catalog.origin, needsStore: listing.needsStore, console: console) { access in
            let request = try await listing.restricting(
                RecipeListRequest(
                    ordering: listing.ordering, page: listing.page,
                    emptyMessage: "the catalog has no recipes"),
                access: access, dependencies: dependencies, emptyMessage: "none of your favorites is in this catalog")
            let module = RecipeListRouter.makeModule(
                dependencies: dependencies.modules(access), view: TerminalViews.list(catalog.format, console: console))
            guard let watch else {
                try await module.present(request).outcome.exit()
                return
            }
            while true {
                // A list may be written in parts (runs of a long one): the round is compared whole.
                refreshing?.beginRound()
                _ = await module.present(request)
                refreshing?.endRound()
                // Watched by no one once the reader closed the pipe (`list --watch | head -1`): done.
                if console.isOutputClosed { return }
                // The round's catalog was freed but kept for reuse (`ProcessStart.keepFreedMemory`): not while asleep.
                ProcessStart.releaseFreedMemory()
                try await Task.sleep(for: .milliseconds(Int(watch * 1000)))
            }
        }
    }
}
