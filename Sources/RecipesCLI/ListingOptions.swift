import ArgumentParser
import RecipesKit

/// Ordering and paging, shared by the commands that print lists.
struct ListingOptions: ParsableArguments {
    @Option(name: .long, help: "Sort by name, time or ingredients, or by your own rating or what you cooked last.")
    var sort: SortChoice?

    @Option(name: .long, parsing: .unconditional, help: "Show at most this many recipes.")
    var limit: Int?

    @Option(name: .long, parsing: .unconditional, help: "Skip this many recipes first.")
    var offset: Int = 0

    @Flag(name: .long, help: "Only your favorites (kept in the store, also for other sources).")
    var favorites = false

    @OptionGroup var people: PersonOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, got \(limit)") }
        if offset < 0 { throw ValidationError("--offset must not be negative, got \(offset)") }
    }

    var page: RecipePage { RecipePage(offset: offset, limit: limit) }

    /// Whether the list needs the local store: for favorites, or for a sort by the person's own marks.
    var needsStore: Bool {
        if favorites { return true }
        if case .personal = sort { return true }
        return false
    }

    /// The sort by the recipes themselves, when one was asked for (a personal sort is applied by `restricting`).
    var catalogSort: RecipeSort? { sort?.catalogSort }

    /// The ordering a plain list takes: the catalog sort asked for, else catalog order.
    var ordering: RecipeOrdering { catalogSort.map(RecipeOrdering.sorted) ?? .catalog }

    /// `request`, restricted to the person's favorites with `--favorites` and ordered by their marks with
    /// `--sort rating|cooked`, both read from `access`'s store; `emptyMessage` replaces the request's. A store that
    /// cannot be read is said in one line, exit 69.
    func restricting(
        _ request: RecipeListRequest, access: CatalogAccess, dependencies: Dependencies, emptyMessage: String? = nil
    ) async throws -> RecipeListRequest {
        guard needsStore, let store = access.store else { return request }
        let person = try await dependencies.checkedPerson(people, in: access)
        let marks: [PersonalRecipe]
        do {
            if let personal = access.personal {
                marks = try await personal.marks(of: person)
            } else {
                marks = try await store.favorites().map { PersonalRecipe(slug: $0, isFavorite: true) }
            }
        } catch {
            dependencies.console.writeMessage(error.message)
            throw ExitCode(69)
        }
        var restricted = request
        if case .personal(let sort) = sort { restricted.ordering = .personal(sort, PersonalMarks(marks)) }
        guard favorites else { return restricted }
        let slugs = marks.filter(\.isFavorite).map(\.slug)
        restricted.filter = Filter.all([request.filter, Filter.slug(in: Set(slugs))])
        restricted.emptyMessage = slugs.isEmpty
            ? "no favorites yet; add one with: recipes favorites add NAME"
            : emptyMessage ?? request.emptyMessage + " among your favorites"
        return restricted
    }
}

extension SortChoice: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
