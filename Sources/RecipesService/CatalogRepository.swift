import Foundation
import Hummingbird
import RecipesCodecs
import RecipesKit
import Synchronization

/// Where the service gets its catalog, and where writes go; controllers are generic over it.
public protocol CatalogRepository: Sendable {
    /// The current catalog.
    func snapshot() async throws(CatalogError) -> CatalogSnapshot
    /// Why writes are refused, or nil when the catalog takes them.
    var readOnlyReason: String? { get }
    /// Why answers may be out of date (the store is unreachable and a snapshot answers), or nil.
    var staleness: String? { get }
    /// Why a load balancer should take this replica out (`/health` answers 503 with it), or nil.
    var healthProblem: String? { get }
    /// The snapshot answers come from now, without waiting for anything; nil before the first is read.
    var currentSnapshot: CatalogSnapshot? { get }
    /// How long since the snapshot was last known to match the store (read or checked); nil for catalogs read once.
    var snapshotAge: Duration? { get }
    /// The store's pool of connections now (PostgreSQL's); nil for a store without one.
    var poolUse: ConnectionPoolUse? { get }
    /// Whether the store's change signal listens now, and how long its last check took to come back; nil without one.
    var listener: ListenerState? { get }
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
    /// The household's meal plan and pantry; nil for a catalog that keeps none (one read once).
    var mealPlan: (any MealPlanStoreProtocol)? { get }
    /// Each person's favorites, ratings, notes and cooking; nil for a catalog that keeps none (one read once).
    var personal: (any PersonalStoreProtocol)? { get }
    /// Pictures uploaded for recipes; nil for a catalog that keeps none (one read once).
    var pictures: (any PictureStoreProtocol)? { get }
    /// The identity of the store writes go to, which recipe ETags name; empty for a catalog that takes no writes.
    func storeIdentity() async throws(CatalogStoreError) -> String
    /// Says the store changed elsewhere, so the next snapshot is read after it (a write refused as a conflict).
    func storeChanged()
    /// Says the household's favorite `slug` was marked or unmarked through the store, so the favorites kept beside the
    /// snapshot follow without a second write.
    func favoriteChanged(slug: String, _ isFavorite: Bool)
}

extension CatalogRepository {
    /// Catalogs read once never go stale.
    public var staleness: String? { nil }

    /// Catalogs read once have nothing to fall behind.
    public var healthProblem: String? { nil }

    /// Catalogs read once are never checked again.
    public var snapshotAge: Duration? { nil }

    /// Catalogs read once hold no connections.
    public var poolUse: ConnectionPoolUse? { nil }

    /// Catalogs read once hear of no changes.
    public var listener: ListenerState? { nil }

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

    /// Catalogs read once are no store.
    public func storeIdentity() async throws(CatalogStoreError) -> String { "" }

    /// Catalogs read once do not change.
    public func storeChanged() {}

    /// Catalogs read once keep no favorites.
    public func favoriteChanged(slug: String, _ isFavorite: Bool) {}

    /// Catalogs read once keep no meal plan.
    public var mealPlan: (any MealPlanStoreProtocol)? { nil }

    /// Catalogs read once keep no personal marks.
    public var personal: (any PersonalStoreProtocol)? { nil }

    /// Catalogs read once keep no uploaded pictures.
    public var pictures: (any PictureStoreProtocol)? { nil }

    public func setFavorite(slug: String, _ isFavorite: Bool) async throws(CatalogStoreError) -> Bool {
        throw CatalogStoreError(.forbidden, readOnlyReason ?? "read-only")
    }
}
