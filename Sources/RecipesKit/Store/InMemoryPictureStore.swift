import Foundation

/// Uploaded pictures in memory, for the recipes of `catalog`: the same rules as the SQLite store.
public final class InMemoryPictureStore: PictureStoreProtocol, @unchecked Sendable {
    // @unchecked: `pictures` is only touched under `lock`.
    private let lock = NSLock()
    private var pictures: [String: StoredPicture] = [:]
    private let catalog: any CatalogStoreProtocol

    /// Creates a store of pictures for the recipes `catalog` holds.
    public init(catalog: any CatalogStoreProtocol) {
        self.catalog = catalog
    }

    public func picture(slug: String) async throws(CatalogStoreError) -> StoredPicture? {
        // A picture outlives nothing: once its recipe is gone, so is it.
        guard try await catalog.recipes(narrowedBy: .none).contains(where: { $0.slug == slug }) else { return nil }
        return locked { $0[slug] }
    }

    public func pictureDigest(slug: String) async throws(CatalogStoreError) -> String? {
        try await picture(slug: slug)?.digest
    }

    public func setPicture(_ picture: StoredPicture, slug: String) async throws(CatalogStoreError) {
        guard try await catalog.recipes(narrowedBy: .none).contains(where: { $0.slug == slug }) else {
            throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
        }
        locked { $0[slug] = picture }
    }

    public func removePicture(slug: String) async throws(CatalogStoreError) -> Bool {
        locked { $0.removeValue(forKey: slug) != nil }
    }

    private func locked<T>(_ body: (inout [String: StoredPicture]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&pictures)
    }
}
