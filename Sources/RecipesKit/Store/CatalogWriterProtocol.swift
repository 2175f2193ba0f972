import Foundation

/// Where `add` and `remove` write: the local store, or a catalog service's API.
public protocol CatalogWriterProtocol: Sendable {
    /// Where writes go, for messages.
    var destination: String { get }
    /// Adds recipes; once this returns, they are committed.
    func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe]
    /// Removes the recipe at `slug`; once this returns, the removal is committed.
    func remove(slug: String) async throws(CatalogStoreError) -> StoredRecipe
}

/// Writes to a local store: all recipes of one `add` in one transaction.
public struct StoreWriter: CatalogWriterProtocol {
    /// The store written to.
    public let store: any CatalogStoreProtocol

    /// Creates a writer over `store`.
    public init(store: any CatalogStoreProtocol) {
        self.store = store
    }

    public var destination: String { store.location }

    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        try store.add(recipes)
    }

    public func remove(slug: String) async throws(CatalogStoreError) -> StoredRecipe {
        try store.remove(slug: slug, expecting: nil)
    }
}
