import Foundation
import Hummingbird
import RecipesCodecs
import RecipesKit
import Synchronization

/// The catalog a service answers from: its recipes, their slugs, and the full catalog already encoded.
public struct CatalogSnapshot: Sendable {
    /// The recipes, in catalog order.
    public let recipes: [Recipe]
    /// Where they came from, for messages.
    public let source: String
    /// The store revision this snapshot was read at; nil for catalogs that never change.
    public let revision: Int?
    /// The whole catalog in the wire format, encoded once for `GET /recipes.json`.
    let catalogBody: JSONBody
    /// The aisles (ingredient types) the recipes use, sorted, each spelled as first seen; for the page's filter.
    public let aisles: [String]
    private let positionsBySlug: [String: Int]
    private let recipeRevisions: [Int]?

    /// Builds a snapshot of `recipes`, encoding the catalog and indexing slugs once.
    public init(recipes: [Recipe], source: String) {
        self.init(recipes: recipes, slugs: recipes.slugs, source: source, revision: nil, recipeRevisions: nil)
    }

    /// Builds a snapshot of a store's recipes at `revision`; every validator then changes with every write.
    public init(stored: [StoredRecipe], source: String, revision: Int) {
        self.init(
            recipes: stored.map(\.recipe), slugs: stored.map(\.slug), source: source, revision: revision,
            recipeRevisions: stored.map(\.revision))
    }

    private init(recipes: [Recipe], slugs: [String], source: String, revision: Int?, recipeRevisions: [Int]?) {
        self.recipes = recipes
        self.source = source
        self.revision = revision
        self.recipeRevisions = recipeRevisions
        catalogBody = JSONBody(CatalogEncoder().encode(recipes), version: revision.map { "c\($0)" })
        var positions: [String: Int] = [:]
        for (position, slug) in slugs.enumerated() { positions[slug] = position }
        positionsBySlug = positions
        var aisles: [String: String] = [:]
        for recipe in recipes {
            for ingredient in recipe.ingredients where !ingredient.type.isEmpty && aisles[ingredient.type] == nil {
                let name = ingredient.type.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, name.count <= 40 { aisles[ingredient.type] = name }
            }
        }
        var seen = Set<String>()
        // A select of thousands of made-up aisles helps nobody and would weigh on every page.
        self.aisles = Array(aisles.values.sorted().filter { seen.insert($0.lowercased()).inserted }.prefix(200))
    }

    /// The recipe with this slug, if any.
    public func recipe(slug: String) -> Recipe? {
        positionsBySlug[slug].map { recipes[$0] }
    }

    /// The response body for the recipe with this slug: its ETag names the recipe's revision in a store.
    func recipeBody(slug: String) -> JSONBody? {
        guard let position = positionsBySlug[slug] else { return nil }
        let version = recipeRevisions.map { JSONBody.recipeVersion($0[position]) }
        return JSONBody(CatalogEncoder().encode(recipes[position]), version: version)
    }
}

/// Where the service gets its catalog, and where writes go; controllers are generic over it.
public protocol CatalogRepository: Sendable {
    /// The current catalog.
    func snapshot() async throws(CatalogError) -> CatalogSnapshot
    /// Why writes are refused, or nil when the catalog takes them.
    var readOnlyReason: String? { get }
    /// Why answers may be out of date (the store is unreachable and a snapshot answers), or nil.
    var staleness: String? { get }
    /// Adds recipes all or none, in one transaction; acknowledged only once committed.
    func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe]
    /// Replaces the recipe at `slug` when its revision is in `expected` (nil: any).
    func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe
    /// Removes the recipe at `slug` when its revision is in `expected` (nil: any).
    func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe
    /// The favorites' slugs, in the order they were marked; empty for a catalog that keeps none.
    func favorites() async throws(CatalogStoreError) -> [String]
    /// Marks (`true`) or unmarks the recipe at `slug` a favorite; false when it already was (or was not) one.
    func setFavorite(slug: String, _ isFavorite: Bool) async throws(CatalogStoreError) -> Bool
}

extension CatalogRepository {
    /// Catalogs read once never go stale.
    public var staleness: String? { nil }

    /// Catalogs read from a file, a URL, stdin or the binary take no writes.
    public var readOnlyReason: String? {
        "this service reads a catalog that cannot be written; serve a store (recipes serve --database PATH) to take writes"
    }

    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        throw CatalogStoreError(.forbidden, readOnlyReason ?? "read-only")
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        throw CatalogStoreError(.forbidden, readOnlyReason ?? "read-only")
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        throw CatalogStoreError(.forbidden, readOnlyReason ?? "read-only")
    }

    public func favorites() async throws(CatalogStoreError) -> [String] { [] }

    public func setFavorite(slug: String, _ isFavorite: Bool) async throws(CatalogStoreError) -> Bool {
        throw CatalogStoreError(.forbidden, readOnlyReason ?? "read-only")
    }
}

/// A repository that reads its catalog once through a facade (file, URL, stdin or the embedded one).
public final class FacadeCatalogRepository: CatalogRepository {
    private let facade: any FacadeProtocol
    // A lock, not an actor: once loaded, every request reads the snapshot without suspending.
    private let loaded = Mutex<CatalogSnapshot?>(nil)

    /// Creates a repository over `facade`; nothing is read until the first request or `load()`.
    public init(facade: any FacadeProtocol) {
        self.facade = facade
    }

    /// Reads the catalog now, so a bad source fails at start-up rather than on the first request.
    @discardableResult
    public func load() async throws(CatalogError) -> CatalogSnapshot {
        if let snapshot = loaded.withLock({ $0 }) { return snapshot }
        let snapshot = CatalogSnapshot(recipes: try await facade.getRecipes(), source: facade.sourceDescription)
        return loaded.withLock { current in
            if let current { return current }
            current = snapshot
            return snapshot
        }
    }

    public func snapshot() async throws(CatalogError) -> CatalogSnapshot {
        try await load()
    }
}
