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

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        guard let index, let positions = index.candidates(for: narrowing) else { return recipes }
        return positions.map { recipes[$0] }
    }

    /// With an index, a sort by key walks its precomputed order instead of sorting the candidates.
    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        guard let index, case .sorted(let key) = ordering else {
            return FetchedRecipes(recipes: try await getRecipes(narrowedBy: narrowing), isOrdered: false)
        }
        return FetchedRecipes(recipes: index.ordered(index.candidates(for: narrowing), by: key).map { recipes[$0] }, isOrdered: true)
    }
}
