import Foundation
import RecipesKit

extension RunningStore: PictureStoreProtocol {
    /// The opened store's pictures; a store opened without them fails each call with the method's name.
    private func pictures(_ method: String) throws(CatalogStoreError) -> any PictureStoreProtocol {
        guard let pictures = opened.pictures else { throw CatalogStoreError(.unavailable, "\(method): \(location) keeps no pictures") }
        return pictures
    }

    public func picture(slug: String) async throws(CatalogStoreError) -> StoredPicture? {
        try await pictures("picture(slug:)").picture(slug: slug)
    }

    public func pictureDigest(slug: String) async throws(CatalogStoreError) -> String? {
        try await pictures("pictureDigest(slug:)").pictureDigest(slug: slug)
    }

    public func setPicture(_ picture: StoredPicture, slug: String) async throws(CatalogStoreError) {
        try await pictures("setPicture(_:slug:)").setPicture(picture, slug: slug)
    }

    public func removePicture(slug: String) async throws(CatalogStoreError) -> Bool {
        try await pictures("removePicture(slug:)").removePicture(slug: slug)
    }
}
