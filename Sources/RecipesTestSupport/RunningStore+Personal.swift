import Foundation
import RecipesKit

extension RunningStore: PersonalStoreProtocol {
    /// The opened store's personal marks; a store opened without them fails each call with the method's name.
    private func personal(_ method: String) throws(CatalogStoreError) -> any PersonalStoreProtocol {
        guard let personal = opened.personal else { throw CatalogStoreError(.unavailable, "\(method): \(location) keeps no personal marks") }
        return personal
    }

    public func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe {
        try await personal("marks(of:slug:)").marks(of: person, slug: slug)
    }

    public func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe] {
        try await personal("marks(of:)").marks(of: person)
    }

    public func favorites(of person: Person) async throws(CatalogStoreError) -> [String] {
        try await personal("favorites(of:)").favorites(of: person)
    }

    public func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> MarkedRecipe {
        try await personal("mark(_:for:_:)").mark(slug, for: person, changes)
    }
}
