import ArgumentParser
import RecipesKit
import RecipesTerminal

/// `recipes pantry`: the foods the household always has, listed apart on shopping lists.
struct PantryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry",
        abstract: "List, add and remove the foods you always have.",
        discussion: """
            Shopping lists put these under "Check the pantry" instead of among the things to buy. A food matches an \
            ingredient's food whole, ignoring case, accents and plurals: "salt" is "Salt" and "salts", not "celery \
            salt". A new store starts with salt, pepper, water and oil. Kept in the local store (--database).
            """,
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self)

    /// `recipes pantry list`.
    struct List: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the pantry's foods.")

        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withPantry(options) { try await $0.present(.list).outcome.exit() }
        }
    }

    /// `recipes pantry add FOOD...`.
    struct Add: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add foods to the pantry (one already there is left as it is).")

        @OptionGroup var foods: PantryFoods
        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withPantry(options) { try await $0.present(.add(foods.foods)).outcome.exit() }
        }
    }

    /// `recipes pantry remove FOOD...`.
    struct Remove: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove foods from the pantry.")

        @OptionGroup var foods: PantryFoods
        @OptionGroup var options: StoreOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withPantry(options) { try await $0.present(.remove(foods.foods)).outcome.exit() }
        }
    }
}

/// The foods `pantry add` and `pantry remove` take, each checked before the store is opened.
struct PantryFoods: ParsableArguments {
    @Argument(help: ArgumentHelp("Foods, such as flour or \"olive oil\".", valueName: "food"))
    var foods: [String]

    func validate() throws {
        if foods.isEmpty { throw ValidationError("name at least one food") }
        if let bad = foods.first(where: { PlanRules.food($0) == nil }) {
            throw ValidationError("a pantry food must be 1 to \(PlanRules.longestFood) printable characters; got '\(bad.forMessage.terminalLine)'")
        }
    }
}

extension Dependencies {
    /// Runs `body` with the pantry module over the local store.
    func withPantry<T>(_ options: StoreOptions, _ body: (any PantryPresenterProtocol) async throws -> T) async throws -> T {
        let opened = try await openStore(options.store)
        guard let store = opened.mealPlan else {
            console.writeMessage("\(opened.store.location): keeps no pantry")
            throw ExitCode(69)
        }
        return try await opened.whileRunning {
            try await body(PantryRouter.makeModule(store: store, view: TerminalViews.pantry(options.format, console: console)))
        }
    }
}
