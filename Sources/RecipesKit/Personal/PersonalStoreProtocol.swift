import Foundation

/// Where each person's own marks on recipes are kept — favorites, ratings, notes and cooking logs: the same store as
/// the recipes, so every replica sees them. A person's marks go when the user is removed.
public protocol PersonalStoreProtocol: Sendable {
    /// What `person` keeps about the recipe at `slug`; empty marks when nothing.
    func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe
    /// Every recipe `person` keeps anything about, by slug.
    func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe]
    /// The slugs of `person`'s favorites, in the order they were marked.
    func favorites(of person: Person) async throws(CatalogStoreError) -> [String]
    /// Makes `changes` to what `person` keeps about `slug`, all or none, in one transaction, and returns the marks
    /// before and after them; `.invalid` when one breaks `PersonalRules`, `.notFound` for a cooked day to take away
    /// that is not there.
    func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> MarkedRecipe
}
