import Foundation

/// A catalog that keeps recipes and favorites and takes writes: the CLI's default source, and what a service writes to.
///
/// Every call is `async`: a store waits on its database (a pool's connection, SQLite's own queue) without holding a
/// thread of the caller's, so the CLI, the service and the tests use it the same way.
public protocol CatalogStoreProtocol: Sendable {
    /// Where the store lives, for messages (a path, or "memory").
    var location: String { get }
    /// The stored recipes in catalog order, leaving out some that `narrowing` rules out (a superset of any filter's matches).
    func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe]
    /// Adds recipes in one transaction, doing with taken names what `policy` says: all of them, or none when one
    /// is invalid (or its slug is taken, under `.refuse`).
    func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult]
    /// Replaces the recipe at `slug` in one transaction, if its revision is in `expected` (nil: any revision).
    func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe
    /// Removes the recipe at `slug` in one transaction, if its revision is in `expected` (nil: any revision).
    func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe
    /// The favorites' slugs, in the order they were added.
    func favorites() async throws(CatalogStoreError) -> [String]
    /// Marks `slug` a favorite; false when it already was one.
    func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool
    /// Unmarks `slug`; false when it was not a favorite.
    func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool
    /// A number that grows with every write to the recipes, for validators such as ETags.
    func revision() async throws(CatalogStoreError) -> Int
    /// The store's identity (`StoreIdentity`), fixed when it was made and shared by every process that opens it.
    func identity() async throws(CatalogStoreError) -> String
    /// The recipes' names (`displayName`) in catalog order, read without decoding the recipes where the store can.
    func names() async throws(CatalogStoreError) -> [String]
}

extension CatalogStoreProtocol {
    /// A store that keeps no names apart reads its recipes for them.
    public func names() async throws(CatalogStoreError) -> [String] {
        try await recipes(narrowedBy: .none).map(\.recipe.displayName)
    }

    /// Adds recipes in one transaction: all of them, or none when one is invalid or its slug is taken.
    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        try await add(recipes, onConflict: .refuse).map(\.stored)
    }
}

/// A recipe as a store keeps it: its slug (unique in the store) and the store revision of its last write.
public struct StoredRecipe: Sendable, Hashable {
    /// The recipe.
    public var recipe: Recipe
    /// Its slug, `recipe.baseSlug` when it was written.
    public var slug: String
    /// The store revision that last wrote it; it changes with every write of this recipe.
    public var revision: Int

    /// Creates a stored recipe.
    public init(recipe: Recipe, slug: String, revision: Int) {
        self.recipe = recipe
        self.slug = slug
        self.revision = revision
    }
}

/// Why a store refused or failed a read or a write.
public struct CatalogStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The ways a store operation fails, which callers answer differently (exit status, HTTP status).
    public enum Kind: Sendable, Hashable {
        /// The recipe breaks the write rules; `issues` says where.
        case invalid
        /// A recipe with the same slug is already stored.
        case duplicate
        /// No recipe has the slug.
        case notFound
        /// The recipe changed since the revision the writer expected.
        case conflict
        /// The store cannot be opened, read or written.
        case unavailable
        /// The writer may not write here (no token, a wrong token, a read-only service).
        case forbidden
        /// The writer cannot do what was asked in any case (a conflict policy a service's API does not take).
        case unsupported
    }

    /// Which way it failed.
    public var kind: Kind
    /// What went wrong, in one line.
    public var message: String
    /// For `.invalid`, every rule broken.
    public var issues: [ValidationIssue]

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, issues: [ValidationIssue] = []) {
        self.kind = kind
        self.message = message
        self.issues = issues
    }

    /// The error for a recipe whose slug is taken, worded the same by every store: it names the recipe holding
    /// the slug (`storedName`, when the store knows it), which may be written differently from the new one.
    public static func duplicate(_ recipe: Recipe, storedName: String? = nil) -> CatalogStoreError {
        let name = (storedName?.trimmed ?? recipe.displayName).forMessage
        return CatalogStoreError(.duplicate, "a recipe named \"\(name)\" already exists (slug '\(recipe.baseSlug.forMessage)')")
    }

    public var description: String { message }
}
