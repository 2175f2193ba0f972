import Foundation

/// A writer that writes nothing: it checks each recipe as a store would and hands it back (`import --dry-run`).
public struct PreviewWriter: CatalogWriterProtocol {
    /// Creates the writer.
    public init() {}

    public var destination: String { "nowhere (dry run)" }

    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        try RecipeValidator.check(recipes)
        return recipes.map { StoredRecipe(recipe: $0, slug: $0.baseSlug, revision: 0) }
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        try await add(recipes).map { AddResult(change: .added, stored: $0) }
    }

    public func remove(slug: String) async throws(CatalogStoreError) -> StoredRecipe {
        throw CatalogStoreError(.forbidden, "a dry run removes nothing")
    }
}
