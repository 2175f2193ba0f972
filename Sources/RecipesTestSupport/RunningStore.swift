import Foundation
import RecipesKit

/// An opened store whose background work (a PostgreSQL pool) runs for as long as this is held: tests keep one for
/// their length instead of wrapping every body in `OpenedStore.whileRunning`. It is the store (and its change
/// feed), forwarding every call, so whoever holds the store keeps its pool running.
public final class RunningStore: CatalogStoreProtocol, CatalogChangeFeed {
    /// The store as it was opened.
    public let opened: OpenedStore
    private let tasks: [Task<Void, Never>]

    /// Starts `opened`'s background work.
    public init(_ opened: OpenedStore) {
        self.opened = opened
        tasks = opened.background.map { work in Task { try? await work.run() } }
    }

    /// The store.
    public var store: any CatalogStoreProtocol { opened.store }

    deinit {
        for task in tasks { task.cancel() }
    }

    public var location: String { store.location }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe] {
        try await store.recipes(narrowedBy: narrowing)
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        try await store.add(recipes, onConflict: policy)
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await store.replace(slug: slug, with: recipe, expecting: expected)
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await store.remove(slug: slug, expecting: expected)
    }

    public func favorites() async throws(CatalogStoreError) -> [String] { try await store.favorites() }

    public func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool { try await store.addFavorite(slug: slug) }

    public func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool { try await store.removeFavorite(slug: slug) }

    public func revision() async throws(CatalogStoreError) -> Int { try await store.revision() }

    public func identity() async throws(CatalogStoreError) -> String { try await store.identity() }

    public func placedCatalog() async throws(CatalogStoreError) -> PlacedCatalog {
        guard let feed = opened.changeFeed else { throw CatalogStoreError(.unavailable, "placedCatalog(): \(location) has no change feed") }
        return try await feed.placedCatalog()
    }

    public func changes(since revision: Int) async throws(CatalogStoreError) -> CatalogChanges? {
        guard let feed = opened.changeFeed else { throw CatalogStoreError(.unavailable, "changes(since:): \(location) has no change feed") }
        return try await feed.changes(since: revision)
    }
}
