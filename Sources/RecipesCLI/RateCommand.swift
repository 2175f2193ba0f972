import ArgumentParser
import RecipesKit

/// `recipes rate NAME [RATING]`: your rating of a recipe, 1 to 5.
struct RateCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate a recipe from 1 to 5, or show your rating and notes on it.",
        discussion: """
            NAME is matched as `show` matches it. Without RATING, shows what you keep about the recipe: rating, \
            note and the days you cooked it. Ratings, like notes and the cooking log, are each person's own (--user), \
            kept in the store; `list --sort rating` puts the best rated first.
            """)

    @OptionGroup var recipe: RecipeNameArgument

    @Argument(help: ArgumentHelp("The rating, 1 to 5.", valueName: "rating"))
    var rating: Int?

    @Flag(name: .long, help: "Take your rating away.")
    var clear = false

    @OptionGroup var people: PersonOptions
    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if clear, rating != nil { throw ValidationError("give a RATING or --clear, not both") }
        if let rating, let problem = PersonalRules.ratingProblem(rating) { throw ValidationError(problem) }
    }

    func run(with dependencies: Dependencies) async throws {
        try await dependencies.withPersonal(catalog, people) { module, person in
            let request: PersonalRequest = if clear {
                .change(name: recipe.name, person: person, [.rating(nil)])
            } else if let rating {
                .change(name: recipe.name, person: person, [.rating(rating)])
            } else {
                .show(name: recipe.name, person: person)
            }
            try await module.present(request).outcome.exit()
        }
    }
}
