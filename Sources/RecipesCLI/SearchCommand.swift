import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes search TEXT`: recipes mentioning every word, best matches first.
struct SearchCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find recipes that mention every word, in the name, ingredients or steps.",
        discussion: "Results are ranked: recipes with the words in their name come first, then in their ingredients.")

    @Argument(help: "The words to look for.")
    var text: [String]

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var listing: ListingOptions

    var words: [String] {
        // A word blank once folded (only invisible marks) asks nothing: it would match every recipe.
        text.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }.filter { !TextPattern($0).isEmpty }
    }

    func validate() throws {
        if words.isEmpty { throw ValidationError("TEXT must contain at least one word") }
    }

    func run(with dependencies: Dependencies) async throws {
        let words = self.words
        try await dependencies.withCatalog(catalog.origin, needsStore: listing.needsStore) { access in
            let request = try await listing.restricting(
                .search(
                    words: words, sort: listing.catalogSort, page: listing.page,
                    emptyMessage: "no recipes mention \(words.map { "\"\($0.forMessage.terminalLine)\"" }.joined(separator: " and "))"),
                access: access, dependencies: dependencies)
            let view = TerminalViews.list(catalog.format, console: dependencies.console)
            try await RecipeListRouter.makeModule(dependencies: dependencies.modules(access), view: view).present(request).outcome.exit()
        }
    }
}
