import ArgumentParser
import RecipesKit

/// Ordering and paging, shared by the commands that print lists.
struct ListingOptions: ParsableArguments {
    @Option(name: .long, help: "Sort by name, time or ingredients.")
    var sort: RecipeSort?

    @Option(name: .long, help: "Show at most this many recipes.")
    var limit: Int?

    @Option(name: .long, help: "Skip this many recipes first.")
    var offset: Int = 0

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, got \(limit)") }
        if offset < 0 { throw ValidationError("--offset must not be negative, got \(offset)") }
    }

    var page: RecipePage { RecipePage(offset: offset, limit: limit) }
}

extension RecipeSort: ExpressibleByArgument {}
