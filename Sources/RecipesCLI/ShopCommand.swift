import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes shop`: one shopping list for several recipes, merged and grouped by aisle.
struct ShopCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Make one shopping list for the named recipes, or for the meal plan.",
        discussion: """
            Ingredients are grouped by aisle (their type). The same ingredient in several recipes (trimmed, \
            ignoring case and accents) is one line saying which recipes need it; tsp, tbsp and cups are summed \
            together, as are g and kg, ml and l, oz and lb, and counts of one unit; other amounts are listed \
            side by side, and ones that cannot be read are kept as written.

            With --plan, the list is for the meals planned from --from to --to (this week by default), each recipe \
            scaled by its entry's servings or scale; a recipe planned twice counts twice. What the pantry holds \
            (recipes pantry) is listed apart under "Check the pantry", unless --no-pantry; the pantry and the plan \
            are the store's, so a list from another --source uses the pantry only with --plan.
            """)

    @Argument(help: ArgumentHelp("Recipe names (exact, any case, or a unique prefix).", valueName: "name"), completion: RecipeNameCompletion.kind)
    var names: [String] = []

    @OptionGroup var scaling: ScaleOption

    @Flag(name: .long, help: "Shop for the meal plan instead of named recipes.")
    var plan = false

    @Option(name: .long, help: ArgumentHelp("With --plan: the first day (default: the start of this week).", valueName: "date"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("With --plan: the last day (default: six days after --from).", valueName: "date"))
    var to: String?

    @Flag(name: .long, help: "List what the pantry holds among the things to buy.")
    var noPantry = false

    @Option(name: .long, help: "Output format: text, json, or markdown (a checklist).")
    var format: ShoppingListFormat = .text

    @OptionGroup var origin: SourceOptions

    func validate() throws {
        if plan {
            if !names.isEmpty { throw ValidationError("--plan shops for the planned meals; leave out the recipe names") }
            if scaling.scale != nil { throw ValidationError("--plan scales each meal by its own servings; leave out --scale") }
            return
        }
        if from != nil || to != nil { throw ValidationError("--from and --to go with --plan") }
        if names.isEmpty { throw ValidationError("name at least one recipe, or use --plan") }
        if names.contains(where: { $0.allSatisfy(\.isWhitespace) }) { throw ValidationError("recipe names must not be empty") }
    }


    func run(with dependencies: Dependencies) async throws {
        let request: ShoppingListRequest
        if plan {
            let days = try PlanDates(environment: dependencies.environment).range(from: from, to: to)
            request = .plan(from: days.lowerBound, through: days.upperBound, setsAsidePantry: !noPantry)
        } else {
            request = ShoppingListRequest(names: names, scale: try scaling.factor() ?? .one, setsAsidePantry: !noPantry)
        }
        // The plan is the local store's: opened for it even when --source names the catalog. The pantry comes with
        // whatever store is open, and never makes one be opened (or created) for a list from another source.
        try await dependencies.withCatalog(origin, needsStore: plan) { access in
            let module = ShoppingListRouter.makeModule(
                dependencies: dependencies.modules(access), mealPlan: access.mealPlan,
                view: TerminalViews.shoppingList(format, console: dependencies.console))
            try await module.present(request).outcome.exit()
        }
    }
}

extension ShoppingListFormat: ExpressibleByArgument {}
