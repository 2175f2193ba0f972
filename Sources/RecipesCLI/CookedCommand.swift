import ArgumentParser
import RecipesKit

/// `recipes cooked [NAME]`: log that you cooked a recipe, or list what you cooked.
struct CookedCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "cooked",
        abstract: "Log that you cooked a recipe (today, or --date), or list what you cooked.",
        discussion: """
            NAME is matched as `show` matches it. A day is logged once per recipe: logging it again changes nothing. \
            A day after today is refused. Without NAME, lists the days you cooked, most recent first. `list --sort cooked` puts what you cooked \
            last first. The log is each person's own (--user), kept in the store. RECIPES_TODAY=YYYY-MM-DD fixes today.
            """)

    @Argument(help: ArgumentHelp("The recipe's name (exact, any case, or a unique prefix).", valueName: "name"), completion: RecipeNameCompletion.kind)
    var name: String?

    @Option(name: .long, help: ArgumentHelp("The day: YYYY-MM-DD, today, yesterday or a weekday (the last one, today included). (default: today)", valueName: "date"))
    var date: String?

    @Flag(name: .long, help: "Take the day away from the log instead.")
    var undo = false

    @Option(name: .long, parsing: .unconditional, help: "List at most this many days.")
    var limit: Int?

    @OptionGroup var people: PersonOptions
    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if let name, name.allSatisfy(\.isWhitespace) { throw ValidationError("NAME must not be empty") }
        if name == nil, date != nil || undo { throw ValidationError("--date and --undo need a NAME") }
        if name != nil, limit != nil { throw ValidationError("--limit lists the log: give it without a NAME") }
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, got \(limit)") }
    }

    func run(with dependencies: Dependencies) async throws {
        let today = try PlanDates(environment: dependencies.environment).today
        var day = today
        if let date {
            guard let named = PersonalRules.cookedDay(date, today: today) else {
                throw ValidationError("--date must be a date (YYYY-MM-DD), today, yesterday or a weekday (monday, fri); got '\(date.forMessage.terminalLine)'")
            }
            // A day logged from a zone ahead (the service allows tomorrow) can still be taken away.
            if !undo, let problem = PersonalRules.cookedDayProblem(named, today: today) { throw ValidationError(problem) }
            day = named
        }
        try await dependencies.withPersonal(catalog, people) { module, person in
            guard let name else {
                try await module.present(.log(person: person, limit: limit)).outcome.exit()
                return
            }
            try await module.present(.change(name: name, person: person, [undo ? .uncooked(day) : .cooked(day)])).outcome.exit()
        }
    }
}
