import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes show NAME`: one recipe, with its ingredients and steps.
struct ShowCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one recipe's ingredients and steps.",
        discussion: "NAME matches exactly, else ignoring case, else as the start of exactly one recipe's name.")

    @Argument(help: "The recipe's name, or the start of it.", completion: RecipeNameCompletion.kind)
    var name: String

    @Flag(name: .long, help: "Show each step's timer and the total time.")
    var timers = false

    @OptionGroup var scaling: ScaleOption

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Scale to serve N, for recipes that say how many they serve (else use --scale).", valueName: "n"))
    var servings: Int?

    @Option(name: .long, help: "Convert volumes and weights to metric (ml, l, g, kg) or us (tsp, tbsp, cup, oz, lb); never between volume and weight.")
    var units: UnitSystem?

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if name.allSatisfy(\.isWhitespace) { throw ValidationError("NAME must not be empty") }
        if let servings, !(1...10_000).contains(servings) { throw ValidationError("--servings must be 1 to 10000, got \(servings)") }
        if servings != nil && scaling.scale != nil { throw ValidationError("give --scale or --servings, not both") }
    }


    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withCatalog(catalog.origin) { access in
            let module = RecipeDetailRouter.makeModule(
                dependencies: dependencies.modules(access), view: TerminalViews.detail(catalog.format, console: dependencies.console))
            let request = RecipeDetailRequest(name: name, showsTimers: timers, scale: try scaling.factor(), servings: servings, units: units)
            try await module.present(request).outcome.exit()
        }
    }
}

extension UnitSystem: ExpressibleByArgument {}
