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

    public var narrowsWithAnIndex: Bool { true }

    public func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
        do {
            return try await store.recipes(narrowedBy: narrowing).map(\.recipe)
        } catch {
            throw catalogError(error)
        }
    }

    public func recipeNames() async throws(CatalogError) -> [String] {
        do {
            return try await store.names()
        } catch {
            throw catalogError(error)
        }
    }

    /// A store's error as a source's: store messages often start with the store's location already; it is named once.
    private func catalogError(_ error: CatalogStoreError) -> CatalogError {
        let prefix = store.location + ": "
        let reason = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
        return CatalogError(kind: error.kind == .unavailable ? .unreachable : .badData, source: store.location, reason: reason)
    }
}
