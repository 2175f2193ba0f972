import Foundation
import Hummingbird
import RecipesKit
import Synchronization

/// The catalog a service answers from: its recipes, their slugs, and the full catalog already encoded.
public struct CatalogSnapshot: Sendable {
    /// The recipes, in catalog order.
    public let recipes: [Recipe]
    /// Where they came from, for messages.
    public let source: String
    /// The whole catalog in the wire format, encoded once for `GET /recipes.json`.
    let catalogBody: JSONBody
    private let positionsBySlug: [String: Int]

    /// Builds a snapshot of `recipes`, encoding the catalog and indexing slugs once.
    public init(recipes: [Recipe], source: String) {
        self.recipes = recipes
        self.source = source
        catalogBody = JSONBody(CatalogEncoder().encode(recipes))
        var positions: [String: Int] = [:]
        for (position, slug) in recipes.slugs.enumerated() { positions[slug] = position }
        positionsBySlug = positions
    }

    /// The recipe with this slug, if any.
    public func recipe(slug: String) -> Recipe? {
        positionsBySlug[slug].map { recipes[$0] }
    }
}

/// Where the service gets its catalog; controllers are generic over it.
public protocol CatalogRepository: Sendable {
    /// The current catalog.
    func snapshot() async throws(CatalogError) -> CatalogSnapshot
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
