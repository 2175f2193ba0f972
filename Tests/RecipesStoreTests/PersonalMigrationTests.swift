import Foundation
import GRDB
import RecipesKit
@testable import RecipesStore
import Testing

/// A store made before users had marks of their own: its favorites become the household's, in their order.
@Suite struct PersonalMigrationTests {
    @Test func aStoresOldFavoritesBecomeTheHouseholdsInTheOrderTheyWereMarked() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("old-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let old = try DatabasePool(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: "v8-plan-authors")
        try await old.write { db in
            // Marked in this order; two at the same moment keep the order they were written in.
            for (slug, at) in [("greek-salad", 30.0), ("crock-pot-roast", 10.0), ("toast", 20.0), ("banana-bread", 20.0)] {
                try db.execute(sql: "INSERT INTO favorite (slug, added_at) VALUES (?, ?)", arguments: [slug, at])
            }
        }
        try old.close()
        let store = try SQLiteCatalogStore(path: path)
        #expect(try await store.favorites() == ["crock-pot-roast", "toast", "banana-bread", "greek-salad"])
        #expect(try await store.marks(of: .household, slug: "toast") == PersonalRecipe(slug: "toast", isFavorite: true))
        // Marking one more puts it last.
        #expect(try await store.addFavorite(slug: "soup"))
        #expect(try await store.favorites().last == "soup")
    }
}
