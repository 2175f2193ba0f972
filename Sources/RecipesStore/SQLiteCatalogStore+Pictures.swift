import Foundation
import GRDB
import RecipesKit

extension SQLiteCatalogStore: PictureStoreProtocol {
    public func picture(slug: String) async throws(CatalogStoreError) -> StoredPicture? {
        try await reading { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT content_type, width, height, digest, bytes FROM recipe_picture WHERE slug = ?", arguments: [slug]) else { return nil }
            // A row of the wrong type (written by another program) is no picture rather than a crash.
            guard let type = try? row.decode(String.self, forColumn: "content_type"), let width = try? row.decode(Int.self, forColumn: "width"),
                  let height = try? row.decode(Int.self, forColumn: "height"), let digest = try? row.decode(String.self, forColumn: "digest"),
                  let bytes = try? row.decode(Data.self, forColumn: "bytes") else { return nil }
            return StoredPicture(bytes: bytes, contentType: type, width: width, height: height, digest: digest)
        }
    }

    public func pictureDigest(slug: String) async throws(CatalogStoreError) -> String? {
        try await reading { db in
            try Row.fetchOne(db, sql: "SELECT digest FROM recipe_picture WHERE slug = ?", arguments: [slug]).flatMap { try? $0.decode(String.self, atIndex: 0) }
        }
    }

    public func setPicture(_ picture: StoredPicture, slug: String) async throws(CatalogStoreError) {
        try await writing { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM recipe WHERE slug = ?", arguments: [slug]) != nil else {
                throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
            }
            try db.execute(
                sql: """
                    INSERT INTO recipe_picture (slug, content_type, width, height, digest, bytes) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (slug) DO UPDATE SET content_type = excluded.content_type, width = excluded.width, height = excluded.height,
                        digest = excluded.digest, bytes = excluded.bytes
                    """,
                arguments: [slug, picture.contentType, picture.width, picture.height, picture.digest, picture.bytes])
        }
    }

    public func removePicture(slug: String) async throws(CatalogStoreError) -> Bool {
        try await writing { db in
            try db.execute(sql: "DELETE FROM recipe_picture WHERE slug = ?", arguments: [slug])
            return db.changesCount > 0
        }
    }
}
