import Foundation
import RecipesKit
import Synchronization

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
        // Only validated and copied: the snapshot keeps recipes as their bytes, and reads fields as it needs them.
        var everything = CatalogNarrowing(requiring: [], reads: [])
        everything.compactsBytes = true
        let recipes = try await facade.getRecipes(narrowedBy: everything)
        let snapshot = CatalogSnapshot(recipes: recipes, source: facade.sourceDescription)
        let published = loaded.withLock { current in
            if let current { return current }
            current = snapshot
            return snapshot
        }
        published.prepare()
        return published
    }

    public func snapshot() async throws(CatalogError) -> CatalogSnapshot {
        try await load()
    }

    public var currentSnapshot: CatalogSnapshot? { loaded.withLock { $0 } }
}
