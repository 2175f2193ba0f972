import Foundation
import RecipesKit

/// Recipes from a catalog piped in, so commands chain: `recipes filter … --format json | recipes show --source - …`.
public struct StandardInputFacade: FacadeProtocol {
    private let input: any InputReading

    /// Creates a facade over `input`.
    public init(input: any InputReading = StandardInput()) {
        self.input = input
    }

    public var sourceDescription: String { "standard input" }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        try decodeCatalog(try read(), narrowing: narrowing)
    }

    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, orderedBy ordering: RecipeOrdering
    ) async throws(CatalogError) -> FetchedRecipes {
        try decodeMatches(try read(), narrowing: narrowing)
    }

    public func getRecipes(
        narrowedBy narrowing: CatalogNarrowing, inBatches receive: (FetchedRecipes) async -> Bool
    ) async throws(CatalogError) {
        try await decodeCatalog(try read(), narrowing: narrowing, inBatches: receive)
    }

    /// Everything piped in, within the input's limit.
    private func read() throws(CatalogError) -> Data {
        do {
            return try input.readAll()
        } catch {
            throw CatalogError(kind: .unreachable, source: sourceDescription, reason: FileFacade.describe(error))
        }
    }
}
