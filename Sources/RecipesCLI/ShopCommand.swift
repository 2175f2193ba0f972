import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes shop`: one shopping list for several recipes, merged and grouped by aisle.
struct ShopCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Make one shopping list for the named recipes.",
        discussion: """
            Ingredients are grouped by aisle (their type). The same ingredient in several recipes (trimmed, \
            ignoring case and accents) is one line saying which recipes need it; tsp, tbsp and cups are summed \
            together, as are g and kg, ml and l, oz and lb, and counts of one unit; other amounts are listed \
            side by side, and ones that cannot be read are kept as written.
            """)

    @Argument(help: ArgumentHelp("Recipe names (exact, any case, or a unique prefix).", valueName: "name"), completion: RecipeNameCompletion.kind)
    var names: [String]

    @OptionGroup var scaling: ScaleOption

    @Option(name: .long, help: "Output format: text, json, or markdown (a checklist).")
    var format: ShoppingListFormat = .text

    @OptionGroup var origin: SourceOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("name at least one recipe") }
        if names.contains(where: { $0.allSatisfy(\.isWhitespace) }) { throw ValidationError("recipe names must not be empty") }
    }


    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withCatalog(origin) { access in
            let module = ShoppingListRouter.makeModule(
                dependencies: dependencies.modules(access), view: TerminalViews.shoppingList(format, console: dependencies.console))
            try await module.present(ShoppingListRequest(names: names, scale: try scaling.factor() ?? .one)).outcome.exit()
        }
    }
}

extension ShoppingListFormat: ExpressibleByArgument {}
