import Foundation

/// A stored recipe with its place in the catalog order: the store's key, larger for later recipes.
public struct PlacedRecipe: Sendable, Hashable {
    /// Where it sorts in the catalog; a replacement or a rename keeps its place.
    public var place: Int
    /// The recipe as stored.
    public var stored: StoredRecipe

    /// Creates a placed recipe.
    public init(place: Int, stored: StoredRecipe) {
        self.place = place
        self.stored = stored
    }
}

/// The whole catalog as of one revision, each recipe with its place.
public struct PlacedCatalog: Sendable {
    /// The store revision it was read at.
    public var revision: Int
    /// The recipes in catalog order.
    public var recipes: [PlacedRecipe]

    /// Creates a catalog.
    public init(revision: Int, recipes: [PlacedRecipe]) {
        self.revision = revision
        self.recipes = recipes
    }
}

/// What the writes after one revision changed: the recipes now stored under the slugs they touched, and the
/// slugs they removed (a rename removes its old slug).
public struct CatalogChanges: Sendable {
    /// The store revision these bring a reader to.
    public var revision: Int
    /// Every recipe added or replaced since, as stored now, with its place.
    public var written: [PlacedRecipe]
    /// The slugs removed since.
    public var removed: [String]

    /// Creates changes.
    public init(revision: Int, written: [PlacedRecipe], removed: [String]) {
        self.revision = revision
        self.written = written
        self.removed = removed
    }
}

/// What a store can say about the writes after a revision, so a reader (a replica's snapshot) applies the writes
/// made elsewhere instead of reading the whole catalog again. A capability an opened store offers (`OpenedStore`).
public protocol CatalogChangeFeed: Sendable {
    /// The whole catalog with each recipe's place, and the revision it was read at, read consistently.
    func placedCatalog() async throws(CatalogStoreError) -> PlacedCatalog
    /// The changes after `revision`, read consistently; nil when the store cannot say (read everything again).
    func changes(since revision: Int) async throws(CatalogStoreError) -> CatalogChanges?
}
