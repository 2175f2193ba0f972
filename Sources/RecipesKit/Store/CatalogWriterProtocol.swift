import Foundation

/// Where `add` and `remove` write: the local store, or a catalog service's API.
public protocol CatalogWriterProtocol: Sendable {
    /// Where writes go, for messages.
    var destination: String { get }
    /// Adds recipes; once this returns, they are committed.
    func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe]
    /// Removes the recipe at `slug`; once this returns, the removal is committed.
    func remove(slug: String) async throws(CatalogStoreError) -> StoredRecipe
    /// Adds recipes doing with taken names what `policy` says, all or none; once this returns, they are committed.
    func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult]
    /// Replaces the recipe at `slug` with `recipe` (which may rename it); once this returns, it is committed.
    func replace(slug: String, with recipe: Recipe) async throws(CatalogStoreError) -> StoredRecipe
    /// Replaces it only while it is still `original` (as read before an edit), else `.conflict`; the check and the
    /// write are one: a change that lands between them is a conflict too.
    func replace(slug: String, with recipe: Recipe, unlessChangedFrom original: Recipe) async throws(CatalogStoreError) -> StoredRecipe
}

extension CatalogWriterProtocol {
    /// Writers that only add plainly take `.refuse` and say so for the other policies.
    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        guard policy == .refuse else {
            throw CatalogStoreError(.unsupported, "--on-conflict \(policy.rawValue) is not supported when writing to \(destination)")
        }
        return try await add(recipes).map { AddResult(change: .added, stored: $0) }
    }

    /// Writers that cannot replace say so.
    public func replace(slug: String, with recipe: Recipe) async throws(CatalogStoreError) -> StoredRecipe {
        throw CatalogStoreError(.unsupported, "replacing a recipe is not supported when writing to \(destination)")
    }

    public func replace(slug: String, with recipe: Recipe, unlessChangedFrom original: Recipe) async throws(CatalogStoreError) -> StoredRecipe {
        throw CatalogStoreError(.unsupported, "replacing a recipe is not supported when writing to \(destination)")
    }

    /// The refusal of a write whose recipe changed since it was read.
    public static func changedSinceRead(_ original: Recipe) -> CatalogStoreError {
        CatalogStoreError(.conflict, "\"\(original.displayName)\" was changed by someone else since it was read; nothing was written")
    }
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
        try await store.add(recipes)
    }

    public func remove(slug: String) async throws(CatalogStoreError) -> StoredRecipe {
        try await store.remove(slug: slug, expecting: nil)
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        try await store.add(recipes, onConflict: policy)
    }

    public func replace(slug: String, with recipe: Recipe) async throws(CatalogStoreError) -> StoredRecipe {
        try await store.replace(slug: slug, with: recipe, expecting: nil)
    }

    public func replace(slug: String, with recipe: Recipe, unlessChangedFrom original: Recipe) async throws(CatalogStoreError) -> StoredRecipe {
        let stored = try await store.recipes(narrowedBy: RecipeLookup.narrowing(forSlug: slug) ?? .none).first { $0.slug == slug }
        guard let stored else { throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'") }
        guard stored.recipe == original else { throw Self.changedSinceRead(original) }
        // The revision read is checked in the write's transaction: a write between the read and this one is refused.
        do {
            return try await store.replace(slug: slug, with: recipe, expecting: [stored.revision])
        } catch where error.kind == .conflict {
            throw Self.changedSinceRead(original)
        }
    }
}
