import Foundation
import GRDB
import RecipesKit
import RecipesPostgres
@testable import RecipesStore
import RecipesTestSupport
import Testing

/// Stores written before folding dropped invisible marks: their search text and folded names are folded again, so
/// that the index finds what the predicates find.
@Suite struct FoldingMigrationTests {
    static let bread = Recipe(
        name: "Brot", ingredients: [Ingredient(quantity: "500 g", name: "Weizen\u{AD}mehl", type: "Baking")],
        steps: ["Das Weizen\u{AD}mehl sieben."], timers: [0])
    /// What the earlier folding kept: the soft hyphens.
    static let oldText = "brot\nweizen\u{AD}mehl\ndas weizen\u{AD}mehl sieben."

    /// A search and an ingredient filter, each answered by the store's index.
    static let narrowings = [
        RecipeListRequest.search(words: ["weizenmehl"], emptyMessage: "").narrowing,
        RecipeQuery(ingredients: ["weizenmehl"]).narrowing,
    ]

    @Test func anSQLiteStoresTextWithInvisibleMarksIsFoldedAgain() async throws {
        let path = ScratchFolder.path("old-folding", suffix: ".sqlite").path
        let old = try DatabasePool(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: "v11-pantry-authors")
        try await old.write { db in
            _ = try SQLiteCatalogStore.insert([Self.bread], into: db)
            try db.execute(
                sql: "UPDATE recipe_text SET text = ? WHERE rowid = (SELECT id FROM recipe WHERE name = 'Brot')", arguments: [Self.oldText])
            try db.execute(sql: "UPDATE ingredient_name SET folded = ? WHERE name = ?", arguments: ["weizen\u{AD}mehl", "Weizen\u{AD}mehl"])
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_text WHERE recipe_text MATCH '\"weizenmehl\"'") == 0)
            // Pantry foods keyed with their marks: one alone, one beside the pantry's "salt".
            for (key, name) in [("weizen\u{AD}mehl", "Weizen\u{AD}mehl"), ("sa\u{AD}lt", "Sa\u{AD}lt")] {
                try db.execute(sql: "INSERT INTO pantry (key, name) VALUES (?, ?)", arguments: [key, name])
            }
        }
        try old.close()
        let store = try SQLiteCatalogStore(path: path)
        for narrowing in Self.narrowings {
            #expect(try await store.recipes(narrowedBy: narrowing).map(\.recipe.name) == ["Brot"], "\(narrowing)")
        }
        try await Self.expectPantryRekeyed(store)
    }

    /// The pantry's marked foods answer to their keys without marks, each key once.
    static func expectPantryRekeyed(_ store: some MealPlanStoreProtocol) async throws {
        let names = try await store.pantryFoods().map(\.name)
        #expect(names.filter { ["salt", "Sa\u{AD}lt"].contains($0) }.count == 1, "\(names)")
        #expect(try await !store.addToPantry("Weizenmehl", addedBy: nil), "the marked food holds the key")
        #expect(try await store.removeFromPantry("weizenmehl"))
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func aPostgresStoresTextWithInvisibleMarksIsFoldedAgain() async throws {
        let url = try await TestPostgres.freshDatabase()
        _ = try await StoreKind.openPostgres(url).add([Self.bread])
        try await TestPostgres.execute("""
            UPDATE recipe SET search_text = '\(Self.oldText)' WHERE name = 'Brot';
            UPDATE ingredient_name SET folded = 'weizen\u{AD}mehl' WHERE name = 'Weizen\u{AD}mehl';
            INSERT INTO pantry (key, name) VALUES ('weizen\u{AD}mehl', 'Weizen\u{AD}mehl'), ('sa\u{AD}lt', 'Sa\u{AD}lt');
            DELETE FROM recipes_schema WHERE version >= 12;
            """, on: url)
        let store = try await StoreKind.openPostgres(url)
        for narrowing in Self.narrowings {
            #expect(try await store.recipes(narrowedBy: narrowing).map(\.recipe.name) == ["Brot"], "\(narrowing)")
        }
        try await Self.expectPantryRekeyed(store)
    }
}
