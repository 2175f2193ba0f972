import Foundation
import GRDB
import RecipesKit
import RecipesStore
import Testing

/// Rows another program wrote into a store's plan tables: left out, never trusted, never a crash.
@Suite struct MealPlanHostileRowTests {
    @Test func rowsOfTheWrongTypeOrOutOfBoundsAreLeftOut() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-plan-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try SQLiteCatalogStore(path: path)
        let day = try #require(CalendarDay(iso: "2026-11-25"))
        let good = try await store.addPlanEntry(PlanEntryDraft(day: day, meal: "dinner", slug: "soup", recipeName: "Soup"))
        for draft in ["lunch", "breakfast", "snack"] {
            _ = try await store.addPlanEntry(PlanEntryDraft(day: day, meal: draft, slug: "soup", recipeName: "Soup"))
        }
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE plan_entry SET servings = 'six' WHERE meal = 'lunch'")
            try db.execute(sql: "UPDATE plan_entry SET servings = 0 WHERE meal = 'breakfast'")
            try db.execute(sql: "UPDATE plan_entry SET note = X'FF' WHERE meal = 'snack'")
            try db.execute(sql: "INSERT INTO plan_entry (day, meal, slug, recipe_name) VALUES ('2026-13-45', 'dinner', 's', 'S')")
            try db.execute(sql: "INSERT INTO meal_time VALUES ('dinner', 18.5), ('lunch', 5000), ('snack', 600)")
            try db.execute(sql: "INSERT INTO pantry (key, name) VALUES ('x', X'FF')")
        }
        #expect(try await store.planEntries(from: .earliest, through: .latest) == [good])
        #expect(try await store.mealTimes() == ["snack": 600])
        #expect(try await store.pantry() == ["oil", "pepper", "salt", "water"])
    }
}
