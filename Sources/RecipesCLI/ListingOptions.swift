import ArgumentParser
import RecipesKit

/// Ordering and paging, shared by the commands that print lists.
struct ListingOptions: ParsableArguments {
    @Option(name: .long, help: "Sort by name, time or ingredients.")
    var sort: RecipeSort?

    @Option(name: .long, parsing: .unconditional, help: "Show at most this many recipes.")
    var limit: Int?

    @Option(name: .long, parsing: .unconditional, help: "Skip this many recipes first.")
    var offset: Int = 0

    @Flag(name: .long, help: "Only your favorites (kept in the store, also for other sources).")
    var favorites = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, got \(limit)") }
        if offset < 0 { throw ValidationError("--offset must not be negative, got \(offset)") }
    }

    var page: RecipePage { RecipePage(offset: offset, limit: limit) }

    /// `request`, restricted to the favorites kept in `store` when `--favorites` is given; `emptyMessage` replaces
    /// the request's. A store that cannot be read is said in one line, exit 69.
    func restricting(
        _ request: RecipeListRequest, store: (any CatalogStoreProtocol)?, console: any ConsoleProtocol, emptyMessage: String? = nil
    ) async throws -> RecipeListRequest {
        guard favorites, let store else { return request }
        let slugs: [String]
        do {
            slugs = try await store.favorites()
        } catch {
            console.writeMessage(error.message)
            throw ExitCode(69)
        }
        var restricted = request
        restricted.filter = Filter.all([request.filter, Filter.slug(in: Set(slugs))])
        restricted.emptyMessage = slugs.isEmpty
            ? "no favorites yet; add one with: recipes favorites add NAME"
            : emptyMessage ?? request.emptyMessage + " among your favorites"
        return restricted
    }
}

extension RecipeSort: ExpressibleByArgument {}
