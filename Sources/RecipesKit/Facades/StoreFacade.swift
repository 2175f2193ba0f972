import Foundation

/// Recipes from a catalog store: the default source of the CLI, read through the same pipeline as any other.
public struct StoreFacade: FacadeProtocol {
    /// The store read from.
    public let store: any CatalogStoreProtocol

    /// Creates a facade over `store`.
    public init(store: any CatalogStoreProtocol) {
        self.store = store
    }

    public var sourceDescription: String { store.location }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        do {
            return try store.recipes(narrowedBy: narrowing).map(\.recipe)
        } catch {
            throw CatalogError(kind: error.kind == .unavailable ? .unreachable : .badData, source: store.location, reason: error.message)
        }
    }
}
