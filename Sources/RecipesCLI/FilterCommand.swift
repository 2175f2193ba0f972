import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes filter`: the recipes that match ingredient, aisle, name and time conditions.
struct FilterCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "filter",
        abstract: "List the recipes that match all the given conditions.",
        discussion: "Text matches anywhere in the trimmed name, ignoring case and accents: --ingredient beef matches \"beef broth\".")

    @Option(name: .long, help: ArgumentHelp("Use an ingredient containing TEXT; repeat to require several.", valueName: "text"))
    var ingredient: [String] = []

    @Flag(name: .long, help: "With several --ingredient (or several --tag), one of them is enough.")
    var any = false

    @Option(name: .long, help: ArgumentHelp("Use no ingredient containing TEXT; repeatable.", valueName: "text"))
    var excludeIngredient: [String] = []

    @Option(name: .long, help: ArgumentHelp("Use an ingredient of this aisle (Meat, Produce, Dairy, Baking, Condiments, Drinks, Misc).", valueName: "type"))
    var type: String?

    @Option(name: .long, help: ArgumentHelp("Have a name containing TEXT.", valueName: "text"))
    var name: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Take at most this many minutes in all.", valueName: "minutes"))
    var maxTime: Int?

    @Option(name: .long, help: ArgumentHelp("Have this tag (ignoring case and accents); repeat to require several.", valueName: "tag"))
    var tag: [String] = []

    @Option(name: .long, help: ArgumentHelp("Not have this tag; repeatable.", valueName: "tag"))
    var excludeTag: [String] = []

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var listing: ListingOptions

    func validate() throws {
        let texts = ingredient.map { ("--ingredient", $0) } + excludeIngredient.map { ("--exclude-ingredient", $0) }
            + [("--type", type), ("--name", name)].compactMap { flag, value in value.map { (flag, $0) } }
            + tag.map { ("--tag", $0) } + excludeTag.map { ("--exclude-tag", $0) }
        // Blank once folded (white space, or only invisible marks): it would match every recipe.
        if let blank = texts.first(where: { TextPattern($0.1).isEmpty }) {
            throw ValidationError("\(blank.0) needs some text")
        }
        if let maxTime, maxTime < 0 { throw ValidationError("--max-time must not be negative, got \(maxTime)") }
        if any && ingredient.count < 2 && tag.count < 2 {
            throw ValidationError("--any needs at least two --ingredient or two --tag options")
        }
        if texts.isEmpty && maxTime == nil {
            throw ValidationError(
                "give at least one condition: --ingredient, --exclude-ingredient, --type, --name, --tag, --exclude-tag or --max-time")
        }
    }

    var query: RecipeQuery {
        RecipeQuery(
            ingredients: ingredient, anyIngredient: any, excludedIngredients: excludeIngredient, type: type,
            name: name, maxMinutes: maxTime, tags: tag, anyTag: any, excludedTags: excludeTag)
    }

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withCatalog(catalog.origin, needsStore: listing.needsStore) { access in
            let request = try await listing.restricting(
                RecipeListRequest(
                    query: query, ordering: listing.ordering, page: listing.page, emptyMessage: "no recipes match the filter"),
                access: access, dependencies: dependencies)
            let view = TerminalViews.list(catalog.format, console: dependencies.console)
            try await RecipeListRouter.makeModule(dependencies: dependencies.modules(access), view: view).present(request).outcome.exit()
        }
    }
}
