import Foundation
import GRDB
import RecipesKit

extension SQLiteCatalogStore: MealPlanStoreProtocol {
    private static let columns = "id, day, meal, slug, recipe_name, servings, scale_numerator, scale_denominator, note, added_by"

    public func planEntries(from first: CalendarDay, through last: CalendarDay) async throws(CatalogStoreError) -> [PlanEntry] {
        let entries = try await reading { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM plan_entry WHERE day BETWEEN ? AND ?", arguments: [first.iso, last.iso])
                .map(Self.entry)
        }
        return PlanRules.sorted(entries.compactMap { $0 })
    }

    public func planEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        let entry = try await reading { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM plan_entry WHERE id = ?", arguments: [id]).flatMap(Self.entry)
        }
        guard let entry else { throw MealPlanStoreChecks.noEntry(id) }
        return entry
    }

    public func addPlanEntry(_ draft: PlanEntryDraft) async throws(CatalogStoreError) -> PlanEntry {
        let draft = try MealPlanStoreChecks.checked(draft)
        return try await writing { db in
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM plan_entry") ?? 0 >= PlanRules.largestPlan { throw MealPlanStoreChecks.planFull }
            try db.execute(
                sql: """
                    INSERT INTO plan_entry (day, meal, slug, recipe_name, servings, scale_numerator, scale_denominator, note, added_by)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: Self.arguments(draft) + [draft.addedBy])
            return draft.entry(id: Int(db.lastInsertedRowID))
        }
    }

    public func updatePlanEntry(id: Int, _ change: PlanEntryChange) async throws(CatalogStoreError) -> PlanEntry {
        try await writing { db in
            guard let entry = try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM plan_entry WHERE id = ?", arguments: [id]).flatMap(Self.entry) else {
                throw MealPlanStoreChecks.noEntry(id)
            }
            let draft = try MealPlanStoreChecks.checked(change.applied(to: entry).draft)
            var arguments = Self.arguments(draft)
            arguments += [id]
            try db.execute(
                sql: """
                    UPDATE plan_entry SET day = ?, meal = ?, slug = ?, recipe_name = ?, servings = ?, scale_numerator = ?, \
                    scale_denominator = ?, note = ? WHERE id = ?
                    """,
                arguments: arguments)
            return draft.entry(id: id)
        }
    }

    public func removePlanEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        try await writing { db in
            guard let entry = try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM plan_entry WHERE id = ?", arguments: [id]).flatMap(Self.entry) else {
                throw MealPlanStoreChecks.noEntry(id)
            }
            try db.execute(sql: "DELETE FROM plan_entry WHERE id = ?", arguments: [id])
            return entry
        }
    }

    public func pantryFoods() async throws(CatalogStoreError) -> [PantryFood] {
        try await reading { db in
            try Row.fetchAll(db, sql: "SELECT name, added_by FROM pantry ORDER BY key").compactMap { row in
                guard let name = try? row.decode(String.self, atIndex: 0) else { return nil }
                return PantryFood(name: name, addedBy: (try? row.decode(String?.self, atIndex: 1)) ?? nil)
            }
        }
    }

    public func addToPantry(_ food: String, addedBy: String?) async throws(CatalogStoreError) -> Bool {
        let (name, key) = try MealPlanStoreChecks.food(food)
        return try await writing { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM pantry WHERE key = ?", arguments: [key]) != nil { return false }
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM pantry") ?? 0 >= PlanRules.largestPantry { throw MealPlanStoreChecks.pantryFull }
            try db.execute(sql: "INSERT INTO pantry (key, name, added_by) VALUES (?, ?, ?)", arguments: [key, name, addedBy])
            return true
        }
    }

    public func removeFromPantry(_ food: String) async throws(CatalogStoreError) -> Bool {
        let key = try MealPlanStoreChecks.foodKey(forRemoving: food)
        return try await writing { db in
            try db.execute(sql: "DELETE FROM pantry WHERE key = ?", arguments: [key])
            return db.changesCount > 0
        }
    }

    public func mealTimes() async throws(CatalogStoreError) -> [String: Int] {
        try await reading { db in
            // A row of the wrong type or out of a day's range (written by another program) is left out.
            Dictionary(try Row.fetchAll(db, sql: "SELECT meal, minutes FROM meal_time WHERE typeof(minutes) = 'integer'").compactMap { row -> (String, Int)? in
                guard let meal = try? row.decode(String.self, forColumn: "meal"), let minutes = try? row.decode(Int.self, forColumn: "minutes"),
                      (0..<1_440).contains(minutes) else { return nil }
                return (meal, minutes)
            }) { first, _ in first }
        }
    }

    public func setMealTime(_ meal: String, minutes: Int?) async throws(CatalogStoreError) {
        let (word, minutes) = try MealPlanStoreChecks.mealTime(meal, minutes)
        try await writing { db in
            if let minutes {
                try db.execute(sql: "INSERT INTO meal_time (meal, minutes) VALUES (?, ?) ON CONFLICT (meal) DO UPDATE SET minutes = excluded.minutes", arguments: [word, minutes])
            } else {
                try db.execute(sql: "DELETE FROM meal_time WHERE meal = ?", arguments: [word])
            }
        }
    }

    public func calendarFeedKey() async throws(CatalogStoreError) -> CalendarFeedKey? {
        try await reading { db in
            try Row.fetchOne(db, sql: "SELECT household, secret FROM plan_feed WHERE id = 1").flatMap { row in
                guard let household = try? row.decode(String.self, forColumn: "household"),
                      let secret = try? row.decode(String.self, forColumn: "secret") else { return nil }
                return CalendarFeedKey(household: household, secret: secret)
            }
        }
    }

    public func makeCalendarFeedKey(rotating: Bool) async throws(CatalogStoreError) -> CalendarFeedKey {
        if !rotating, let key = try await calendarFeedKey() { return key }
        let fresh = CalendarFeedKey(household: CalendarFeedKey.randomToken(), secret: CalendarFeedKey.randomToken())
        return try await writing { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO plan_feed (id, household, secret) VALUES (1, ?, ?)", arguments: [fresh.household, fresh.secret])
            if rotating, db.changesCount == 0 {
                try db.execute(sql: "UPDATE plan_feed SET secret = ? WHERE id = 1", arguments: [fresh.secret])
            }
            guard let row = try Row.fetchOne(db, sql: "SELECT household, secret FROM plan_feed WHERE id = 1"),
                  let household = try? row.decode(String.self, forColumn: "household"),
                  let secret = try? row.decode(String.self, forColumn: "secret") else {
                throw CatalogStoreError(.unavailable, "the calendar feed's key could not be stored")
            }
            return CalendarFeedKey(household: household, secret: secret)
        }
    }

    private static func arguments(_ draft: PlanEntryDraft) -> StatementArguments {
        let (servings, numerator, denominator): (Int?, Int?, Int?) = switch draft.portion {
        case .asWritten: (nil, nil, nil)
        case .servings(let count): (count, nil, nil)
        case .scale(let factor): (nil, factor.numerator, factor.denominator)
        }
        return [draft.day.iso, draft.meal, draft.slug, draft.recipeName, servings, numerator, denominator, draft.note]
    }

    /// The entry a row holds; nil for a row another program wrote that the plan's rules refuse (a day that is not
    /// `YYYY-MM-DD`, a value of the wrong type, zero servings), which is left out rather than trusted.
    private static func entry(_ row: Row) -> PlanEntry? {
        do {
            guard let day = CalendarDay(iso: try row.decode(String.self, forColumn: "day")) else { return nil }
            let portion: PlanPortion
            if let servings = try row.decode(Int?.self, forColumn: "servings") {
                portion = .servings(servings)
            } else if let numerator = try row.decode(Int?.self, forColumn: "scale_numerator"),
                      let denominator = try row.decode(Int?.self, forColumn: "scale_denominator"), let factor = Fraction(numerator, denominator) {
                portion = .scale(factor)
            } else {
                portion = .asWritten
            }
            let entry = PlanEntry(
                id: try row.decode(Int.self, forColumn: "id"), day: day, meal: try row.decode(String.self, forColumn: "meal"),
                slug: try row.decode(String.self, forColumn: "slug"), recipeName: try row.decode(String.self, forColumn: "recipe_name"),
                portion: portion, note: try row.decode(String.self, forColumn: "note"),
                addedBy: (try? row.decode(String?.self, forColumn: "added_by")) ?? nil)
            return PlanRules.problem(with: entry.draft) == nil ? entry : nil
        } catch {
            return nil
        }
    }
}
