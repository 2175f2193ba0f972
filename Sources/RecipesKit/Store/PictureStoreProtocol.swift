import Foundation

/// Pictures people upload for recipes, kept in the store beside the recipes so every replica serves them: one per
/// recipe, following it when renamed and gone with it when removed.
public protocol PictureStoreProtocol: Sendable {
    /// The picture uploaded for the recipe at `slug`, if any.
    func picture(slug: String) async throws(CatalogStoreError) -> StoredPicture?
    /// The digest of that picture, read without its bytes (a revalidation needs no more).
    func pictureDigest(slug: String) async throws(CatalogStoreError) -> String?
    /// Keeps `picture` for the recipe at `slug`, replacing one there; `.notFound` when no recipe has the slug.
    func setPicture(_ picture: StoredPicture, slug: String) async throws(CatalogStoreError)
    /// Removes the picture of the recipe at `slug`; false when there was none.
    func removePicture(slug: String) async throws(CatalogStoreError) -> Bool
}
