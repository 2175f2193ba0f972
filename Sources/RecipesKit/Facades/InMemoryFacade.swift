import Foundation

/// Recipes already in memory: a catalog loaded once and served many times, as the catalog service does.
public struct InMemoryFacade: FacadeProtocol {
    private let recipes: [Recipe]
    private let index: CatalogIndex?
    /// Where the recipes were loaded from, for messages.
    public let sourceDescription: String

    /// Creates a facade over `recipes`; with an `index` of them, a narrowed fetch returns only its candidates.
    public init(recipes: [Recipe], sourceDescription: String, index: CatalogIndex? = nil) {
        self.recipes = recipes
        self.sourceDescription = sourceDescription
        // An index of another catalog would narrow by the wrong positions: it is used only when it covers these.
        self.index = index.flatMap { $0.count == recipes.count ? $0 : nil }
    }

    public var narrowsWithAnIndex: Bool { index != nil }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        guard let index, let positions = index.candidates(for: narrowing) else { return candidates(byBytesFor: narrowing) }
        return positions.map { recipes[$0] }
    }

    /// Where no index narrows (a service before its index is built, a query on an aisle alone), the recipes whose
    /// bytes may hold the narrowing's terms, as a decoder narrows a file: recipes kept as their bytes read their
    /// fields at each use, so ruling most out before the predicates read them keeps a query on a million near seconds.
    private func candidates(byBytesFor narrowing: CatalogNarrowing) -> [Recipe] {
        guard !narrowing.isEmpty else { return recipes }
        let kept = recipes.parallelMap { recipe in recipe.wire?.withBytes { narrowing.mayMatch($0) } ?? true }
        return zip(recipes, kept).compactMap { $1 ? $0 : nil }
    }

    /// With an index, a sort by key walks its precomputed order instead of sorting the candidates; where the index
    /// answers the narrowing exactly, the recipes are its matches, ranked from its postings for a search.
    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        if let index, let matches = index.matches(for: narrowing) {
            let ordered: [Int]? = switch ordering {
            case .catalog: matches
            case .sorted(let key): index.ordered(matches, by: key)
            case .relevance(let words): index.ranked(matches, byRelevanceTo: words) { recipes[$0].name }
            case .personal: nil
            }
            return FetchedRecipes(positions: ordered ?? matches, of: recipes, isOrdered: ordered != nil, isExact: true)
        }
        guard let index, case .sorted(let key) = ordering else {
            return FetchedRecipes(recipes: try await getRecipes(narrowedBy: narrowing), isOrdered: false)
        }
        return FetchedRecipes(positions: index.ordered(index.candidates(for: narrowing), by: key), of: recipes, isOrdered: true)
    }
}
