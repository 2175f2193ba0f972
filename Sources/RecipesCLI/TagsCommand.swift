import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes tags`: every tag of the catalog with how many recipes have it.
struct TagsCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "List every tag with how many recipes have it, most used first.",
        discussion: "Tags are compared ignoring case and accents; each is shown as the first recipe spells it.")

    @OptionGroup var catalog: CatalogOptions

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withCatalog(catalog.origin) { access in
            let view = TerminalViews.tags(catalog.format, console: dependencies.console)
            let outcome = await TagListRouter.makeModule(dependencies: dependencies.modules(access), view: view).present().outcome
            // No tags is an answer, as `git tag` lists none, not a search that found nothing: exit 0 as pantry does.
            if case .empty = outcome { return }
            try outcome.exit()
        }
    }
}
