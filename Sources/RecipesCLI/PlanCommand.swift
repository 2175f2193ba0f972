import ArgumentParser
import RecipesCodecs
import RecipesKit
import RecipesTerminal

/// `recipes plan`: the household's meal plan, kept in the store.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan meals: this week's plan, and entries to add, move and remove.",
        discussion: """
            The plan is kept in the local store (--database), beside the recipes, whatever --source names. Dates are \
            YYYY-MM-DD, today, tomorrow, yesterday, or a weekday (monday, fri: the next one, today included). A week \
            starts on Monday unless the locale (LC_TIME, LANG) starts it on another day. `recipes shop --plan` makes \
            the shopping list for the planned meals.
            """,
        subcommands: [Show.self, List.self, Add.self, Move.self, Remove.self, Export.self, Feed.self, Times.self],
        defaultSubcommand: Show.self)

    /// `recipes plan [show] [--week DATE]`: a week, every day of it.
    struct Show: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show this week's plan (or the week holding --week), day by day.")

        @Option(name: .long, help: ArgumentHelp("Show the week holding this date instead.", valueName: "date"))
        var week: String?

        @OptionGroup var catalog: CatalogOptions

        func run(with dependencies: Dependencies) async throws {
            let dates = try PlanDates(environment: dependencies.environment)
            let days = dates.week(holding: try week.map { try dates.day($0, option: "--week") })
            try await dependencies.withMealPlan(catalog) { module in
                try await module.present(.show(from: days.lowerBound, through: days.upperBound, everyDay: true)).outcome.exit()
            }
        }
    }

    /// `recipes plan list --from DATE --to DATE`: the days with meals.
    struct List: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the meals planned between two dates (this week by default).")

        @Option(name: .long, help: ArgumentHelp("The first day (default: the start of this week).", valueName: "date"))
        var from: String?

        @Option(name: .long, help: ArgumentHelp("The last day (default: six days after --from); at most 366 days in all.", valueName: "date"))
        var to: String?

        @OptionGroup var catalog: CatalogOptions

        func run(with dependencies: Dependencies) async throws {
            let days = try PlanDates(environment: dependencies.environment).range(from: from, to: to)
            try await dependencies.withMealPlan(catalog) { module in
                try await module.present(.show(from: days.lowerBound, through: days.upperBound, everyDay: false)).outcome.exit()
            }
        }
    }

    /// `recipes plan add NAME --date DATE [--meal MEAL] [--servings N | --scale F] [--note TEXT]`.
    struct Add: RecipesSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Plan a recipe for a day and a meal.",
            discussion: "Says what was planned and the new entry's number (#1), which plan move and plan remove take.")

        @OptionGroup var recipe: RecipeNameArgument

        @Option(name: .long, help: ArgumentHelp("The day: YYYY-MM-DD, today, tomorrow, or a weekday.", valueName: "date"))
        var date: String

        @Option(name: .long, help: ArgumentHelp("breakfast, lunch, dinner, snack, or a word of your own.", valueName: "meal"))
        var meal = "dinner"

        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Cook for this many people (the recipe must say how many it serves).", valueName: "count"))
        var servings: Int?

        @OptionGroup var scaling: ScaleOption

        @Option(name: .long, help: ArgumentHelp("A note for the day (up to 500 characters).", valueName: "text"))
        var note = ""

        @OptionGroup var catalog: CatalogOptions

        func validate() throws {
            if servings != nil, scaling.scale != nil { throw ValidationError("give --servings or --scale, not both") }
            if let servings, let problem = PlanRules.problem(with: .servings(servings)) { throw ValidationError("--" + problem) }
            if let problem = PlanRules.mealProblem(meal, field: "--meal") { throw ValidationError(problem) }
            if let problem = PlanRules.problem(withNote: note) { throw ValidationError(problem) }
        }

        func run(with dependencies: Dependencies) async throws {
            let day = try PlanDates(environment: dependencies.environment).day(date)
            let portion: PlanPortion = if let servings { .servings(servings) } else if let factor = try scaling.factor() { .scale(factor) } else { .asWritten }
            try await dependencies.withMealPlan(catalog) { module in
                try await module.present(.add(name: recipe.name, day: day, meal: meal, portion: portion, note: note)).outcome.exit()
            }
        }
    }

    /// `recipes plan move ID --date DATE [--meal MEAL]`.
    struct Move: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a planned meal to another day (and meal).")

        @Argument(help: ArgumentHelp("The entry's number (plan list shows it).", valueName: "id"))
        var id: Int

        @Option(name: .long, help: ArgumentHelp("The new day.", valueName: "date"))
        var date: String

        @Option(name: .long, help: ArgumentHelp("The new meal (default: as it was).", valueName: "meal"))
        var meal: String?

        @OptionGroup var catalog: CatalogOptions

        func validate() throws {
            if let meal, let problem = PlanRules.mealProblem(meal, field: "--meal") { throw ValidationError(problem) }
        }

        func run(with dependencies: Dependencies) async throws {
            let day = try PlanDates(environment: dependencies.environment).day(date)
            try await dependencies.withMealPlan(catalog) { module in
                try await module.present(.change(id: id, PlanEntryChange(day: day, meal: meal))).outcome.exit()
            }
        }
    }

    /// `recipes plan remove ID`.
    struct Remove: RecipesSubcommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a planned meal.")

        @Argument(help: ArgumentHelp("The entry's number (plan list shows it).", valueName: "id"))
        var id: Int

        @OptionGroup var catalog: CatalogOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.withMealPlan(catalog) { module in
                try await module.present(.remove(id: id)).outcome.exit()
            }
        }
    }
}

extension PlanCommand {
    /// `recipes plan export [--from DATE] [--to DATE] [--format ics|json]`.
    struct Export: RecipesSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the plan as a calendar (iCalendar, for calendar apps) or JSON.",
            discussion: "One all-day event per planned meal, with a UID that stays the same for as long as the entry lives.")

        @Option(name: .long, help: ArgumentHelp("The first day (default: the start of this week).", valueName: "date"))
        var from: String?

        @Option(name: .long, help: ArgumentHelp("The last day (default: six days after --from); at most 366 days in all.", valueName: "date"))
        var to: String?

        @Option(name: .long, help: "Output format: ics (iCalendar) or json.")
        var format: PlanExportFormat = .ics

        @OptionGroup var origin: SourceOptions

        func run(with dependencies: Dependencies) async throws {
            let days = try PlanDates(environment: dependencies.environment).range(from: from, to: to)
            try await dependencies.withCatalog(origin, needsStore: true) { access in
                guard let store = access.mealPlan else {
                    dependencies.console.writeMessage("\(access.store?.location ?? "the store"): keeps no meal plan")
                    throw ExitCode(69)
                }
                let view: any MealPlanViewProtocol
                switch format {
                case .json: view = TerminalViews.mealPlan(.json, console: dependencies.console)
                case .ics:
                    // The household's name in UIDs is the feed's, made here if there is none yet; a store that cannot
                    // be written still exports, its UIDs named after the store instead.
                    let key = try? await store.makeCalendarFeedKey(rotating: false)
                    let household = key?.household ?? Digest.hex(Array((access.store?.location ?? "store").utf8)).prefix(16).description
                    let times = (try? await store.mealTimes()) ?? [:]
                    view = CalendarView(console: dependencies.console, household: household, times: times)
                }
                let module = MealPlanRouter.makeModule(store: store, dependencies: dependencies.modules(access), view: view)
                try await module.present(.show(from: days.lowerBound, through: days.upperBound, everyDay: false)).outcome.exit()
            }
        }
    }

    /// `recipes plan feed [--rotate]`: the calendar feed's address on the service.
    struct Feed: RecipesSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "feed",
            abstract: "Print the path of the plan's calendar feed on `recipes serve` (add it to a calendar app after the service's address).",
            discussion: """
                Calendar apps send no cookies or tokens, so the feed's address holds a secret: anyone with it can read \
                the plan (not change it). --rotate replaces the secret; addresses given out before stop working.
                """)

        @Flag(name: .long, help: "Replace the secret, so the old address stops working.")
        var rotate = false

        @OptionGroup var catalog: CatalogOptions

        func run(with dependencies: Dependencies) async throws {
            let opened = try await dependencies.openStore(catalog.origin)
            guard let store = opened.mealPlan else {
                dependencies.console.writeMessage("\(opened.store.location): keeps no meal plan")
                throw ExitCode(69)
            }
            try await opened.whileRunning {
                let key = try await PlanCommand.feedKey(store, rotating: rotate, console: dependencies.console)
                let path = "/plan.ics?key=\(key.secret)"
                if catalog.format == .json {
                    // The secret is letters, digits, "-" and "_": nothing in it needs escaping.
                    dependencies.console.writeText("{\"path\":\"\(path)\",\"rotated\":\(rotate)}\n")
                } else {
                    dependencies.console.writeText(path + "\n")
                }
                if rotate { dependencies.console.writeMessage("the feed has a new secret; addresses given out before no longer work") }
            }
        }
    }

    /// `recipes plan times [--set MEAL=HH:MM]... [--clear MEAL]...`.
    struct Times: RecipesSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "times",
            abstract: "Show or set the time each meal is eaten, for the calendar.",
            discussion: "A meal with a time is an hour-long event in the calendar feed and export, at that time in the calendar's own zone; others are all-day events.")

        @Option(name: .long, help: ArgumentHelp("Set a meal's time, 24-hour (dinner=18:30).", valueName: "meal=time"))
        var set: [String] = []

        @Option(name: .long, help: ArgumentHelp("Clear a meal's time (its events become all-day).", valueName: "meal"))
        var clear: [String] = []

        @OptionGroup var catalog: CatalogOptions

        /// The changes the options ask for, or a usage error naming the one that cannot be read.
        func changes() throws -> [MealTimeChange] {
            let sets = try set.map { text -> MealTimeChange in
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, PlanRules.meal(parts[0]) != nil, let minutes = PlanRules.minutes(parsing: parts[1]) else {
                    throw ValidationError("--set takes MEAL=HH:MM, such as dinner=18:30; got '\(text.forMessage.terminalLine)'")
                }
                return MealTimeChange(meal: parts[0], minutes: minutes)
            }
            let clears = try clear.map { meal -> MealTimeChange in
                // Any meal's name clears it, so that a time set under older, looser rules can still be cleared.
                guard !meal.trimmed.isEmpty, meal.trimmed.count <= PlanRules.longestMeal else {
                    throw ValidationError("--clear takes a meal, such as dinner; got '\(meal.forMessage.terminalLine)'")
                }
                return MealTimeChange(meal: meal, minutes: nil)
            }
            return sets + clears
        }

        func validate() throws {
            _ = try changes()
        }

        func run(with dependencies: Dependencies) async throws {
            let changes = try changes()
            try await dependencies.withMealPlan(catalog) { module in
                try await module.present(.mealTimes(changes)).outcome.exit()
            }
        }
    }

    /// The store's feed key, or exit 69 saying why not.
    static func feedKey(_ store: any MealPlanStoreProtocol, rotating: Bool, console: any ConsoleProtocol) async throws -> CalendarFeedKey {
        do {
            return try await store.makeCalendarFeedKey(rotating: rotating)
        } catch {
            console.writeMessage(error.message)
            throw ModuleOutcome.failed(.store(error)).exitCode
        }
    }
}

/// What `plan export` writes.
enum PlanExportFormat: String, ExpressibleByArgument, CaseIterable {
    case ics, json
}

extension Dependencies {
    /// Runs `body` with the meal-plan module over the local store (opened for it), names found in `catalog`'s source.
    func withMealPlan<T>(_ catalog: CatalogOptions, _ body: (any MealPlanPresenterProtocol) async throws -> T) async throws -> T {
        try await withCatalog(catalog.origin, needsStore: true) { access in
            guard let store = access.mealPlan else {
                console.writeMessage("\(access.store?.location ?? "the store"): keeps no meal plan")
                throw ExitCode(69)
            }
            return try await body(MealPlanRouter.makeModule(store: store, dependencies: modules(access), view: TerminalViews.mealPlan(catalog.format, console: console)))
        }
    }
}
