import Foundation
import NIOCore
import PostgresNIO
import RecipesKit

extension PostgresCatalogStore: PictureStoreProtocol {
    public func picture(slug: String) async throws(CatalogStoreError) -> StoredPicture? {
        try await link.run { session in
            guard let row = try await session.query(
                "SELECT content_type, width, height, digest, bytes FROM recipe_picture WHERE slug = \(slug)").first else { return nil }
            guard let (type, width, height, digest, bytes) = try? row.decode((String, Int, Int, String, ByteBuffer).self) else { return nil }
            return StoredPicture(bytes: Data(buffer: bytes), contentType: type, width: width, height: height, digest: digest)
        }
    }

    public func pictureDigest(slug: String) async throws(CatalogStoreError) -> String? {
        try await link.run { session in
            try await session.query("SELECT digest FROM recipe_picture WHERE slug = \(slug)").first.flatMap { try? $0.decode(String.self) }
        }
    }

    public func setPicture(_ picture: StoredPicture, slug: String) async throws(CatalogStoreError) {
        let stored = try await link.run { session in
            // One statement: the recipe's row decides, so a picture never outlives a recipe removed meanwhile.
            try await !session.query("""
                INSERT INTO recipe_picture (slug, content_type, width, height, digest, bytes)
                SELECT slug, \(picture.contentType), \(picture.width), \(picture.height), \(picture.digest), \(ByteBuffer(bytes: picture.bytes))
                FROM recipe WHERE slug = \(slug)
                ON CONFLICT (slug) DO UPDATE SET content_type = excluded.content_type, width = excluded.width, height = excluded.height,
                    digest = excluded.digest, bytes = excluded.bytes
                RETURNING slug
                """).isEmpty
        }
        if !stored { throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'") }
    }

    public func removePicture(slug: String) async throws(CatalogStoreError) -> Bool {
        try await link.run { session in try await !session.query("DELETE FROM recipe_picture WHERE slug = \(slug) RETURNING slug").isEmpty }
    }
}
