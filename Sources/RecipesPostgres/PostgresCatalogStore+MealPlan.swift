import Foundation
import PostgresNIO
import RecipesKit

extension PostgresCatalogStore: MealPlanStoreProtocol {
    public func planEntries(from first: CalendarDay, through last: CalendarDay) async throws(CatalogStoreError) -> [PlanEntry] {
        let rows = try await link.run { session in
            try await session.query("""
                SELECT id, day, meal, slug, recipe_name, servings, scale_numerator, scale_denominator, note, added_by
                FROM plan_entry WHERE day BETWEEN \(first.iso) AND \(last.iso)
                """).map(Self.entry)
        }
        return PlanRules.sorted(rows.compactMap { $0 }.filter { PlanRules.problem(with: $0.draft) == nil })
    }

    public func planEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        let entry = try await link.run { session in try await Self.entry(id: id, in: session, locking: false) }
        guard let entry else { throw MealPlanStoreChecks.noEntry(id) }
        return entry
    }

    public func addPlanEntry(_ draft: PlanEntryDraft) async throws(CatalogStoreError) -> PlanEntry {
        let draft = try MealPlanStoreChecks.checked(draft)
        let (servings, numerator, denominator) = Self.columns(draft.portion)
        let id = try await link.run { session in
            // One statement: the count and the insert see the same rows (a race may pass the bound by a few, never more).
            try await session.query("""
                INSERT INTO plan_entry (day, meal, slug, recipe_name, servings, scale_numerator, scale_denominator, note, added_by)
                SELECT \(draft.day.iso), \(draft.meal), \(draft.slug), \(draft.recipeName), \(servings), \(numerator), \(denominator), \(draft.note),
                       \(draft.addedBy)
                WHERE (SELECT count(*) FROM plan_entry) < \(PlanRules.largestPlan)
                RETURNING id
                """).first?.decode(Int.self)
        }
        guard let id else { throw MealPlanStoreChecks.planFull }
        return draft.entry(id: id)
    }

    public func updatePlanEntry(id: Int, _ change: PlanEntryChange) async throws(CatalogStoreError) -> PlanEntry {
        try await link.transaction { session in
            guard let entry = try await Self.entry(id: id, in: session, locking: true) else { throw MealPlanStoreChecks.noEntry(id) }
            let draft = try MealPlanStoreChecks.checked(change.applied(to: entry).draft)
            let (servings, numerator, denominator) = Self.columns(draft.portion)
            try await session.execute("""
                UPDATE plan_entry SET day = \(draft.day.iso), meal = \(draft.meal), slug = \(draft.slug), recipe_name = \(draft.recipeName),
                servings = \(servings), scale_numerator = \(numerator), scale_denominator = \(denominator), note = \(draft.note)
                WHERE id = \(id)
                """)
            return draft.entry(id: id)
        }
    }

    public func removePlanEntry(id: Int) async throws(CatalogStoreError) -> PlanEntry {
        let entry = try await link.run { session in
            try await session.query("""
                DELETE FROM plan_entry WHERE id = \(id)
                RETURNING id, day, meal, slug, recipe_name, servings, scale_numerator, scale_denominator, note, added_by
                """).first.flatMap(Self.entry)
        }
        guard let entry else { throw MealPlanStoreChecks.noEntry(id) }
        return entry
    }

    public func pantryFoods() async throws(CatalogStoreError) -> [PantryFood] {
        try await link.run { session in
            try await session.query("SELECT name, added_by FROM pantry ORDER BY key COLLATE \"C\"").map { row in
                let (name, addedBy) = try row.decode((String, String?).self)
                return PantryFood(name: name, addedBy: addedBy)
            }
        }
    }

    public func addToPantry(_ food: String, addedBy: String?) async throws(CatalogStoreError) -> Bool {
        let (name, key) = try MealPlanStoreChecks.food(food)
        return try await link.transaction { session in
            // The pantry's lock makes the count and the insert one step for concurrent adds.
            try await session.execute("LOCK TABLE pantry IN SHARE ROW EXCLUSIVE MODE")
            if try await !session.query("SELECT 1 FROM pantry WHERE key = \(key)").isEmpty { return false }
            if try await session.query("SELECT count(*) FROM pantry").first?.decode(Int.self) ?? 0 >= PlanRules.largestPantry {
                throw MealPlanStoreChecks.pantryFull
            }
            try await session.execute("INSERT INTO pantry (key, name, added_by) VALUES (\(key), \(name), \(addedBy))")
            return true
        }
    }

    public func removeFromPantry(_ food: String) async throws(CatalogStoreError) -> Bool {
        let key = try MealPlanStoreChecks.foodKey(forRemoving: food)
        return try await link.run { session in try await !session.query("DELETE FROM pantry WHERE key = \(key) RETURNING key").isEmpty }
    }

    public func mealTimes() async throws(CatalogStoreError) -> [String: Int] {
        let rows = try await link.run { session in
            try await session.query("SELECT meal, minutes FROM meal_time").map { try $0.decode((String, Int).self) }
        }
        return Dictionary(rows.filter { (0..<1_440).contains($0.1) }) { first, _ in first }
    }

    public func setMealTime(_ meal: String, minutes: Int?) async throws(CatalogStoreError) {
        let (word, minutes) = try MealPlanStoreChecks.mealTime(meal, minutes)
        try await link.run { session in
            if let minutes {
                try await session.execute("""
                    INSERT INTO meal_time (meal, minutes) VALUES (\(word), \(minutes)) ON CONFLICT (meal) DO UPDATE SET minutes = excluded.minutes
                    """)
            } else {
                try await session.execute("DELETE FROM meal_time WHERE meal = \(word)")
            }
        }
    }

    public func calendarFeedKey() async throws(CatalogStoreError) -> CalendarFeedKey? {
        try await link.run { session in
            try await session.query("SELECT household, secret FROM plan_feed WHERE id = 1").first.map { row in
                let (household, secret) = try row.decode((String, String).self)
                return CalendarFeedKey(household: household, secret: secret)
            }
        }
    }

    public func makeCalendarFeedKey(rotating: Bool) async throws(CatalogStoreError) -> CalendarFeedKey {
        if !rotating, let key = try await calendarFeedKey() { return key }
        let fresh = CalendarFeedKey(household: CalendarFeedKey.randomToken(), secret: CalendarFeedKey.randomToken())
        return try await link.run { session in
            let inserted = try await !session.query("""
                INSERT INTO plan_feed (id, household, secret) VALUES (1, \(fresh.household), \(fresh.secret))
                ON CONFLICT DO NOTHING RETURNING id
                """).isEmpty
            if rotating && !inserted {
                try await session.execute("UPDATE plan_feed SET secret = \(fresh.secret) WHERE id = 1")
            }
            guard let row = try await session.query("SELECT household, secret FROM plan_feed WHERE id = 1").first else {
                throw CatalogStoreError(.unavailable, "the calendar feed's key could not be stored")
            }
            let (household, secret) = try row.decode((String, String).self)
            return CalendarFeedKey(household: household, secret: secret)
        }
    }

    private static func entry(id: Int, in session: PostgresLink.Session, locking: Bool) async throws -> PlanEntry? {
        let lock = locking ? " FOR UPDATE" : ""
        return try await session.query("""
            SELECT id, day, meal, slug, recipe_name, servings, scale_numerator, scale_denominator, note, added_by
            FROM plan_entry WHERE id = \(id)\(unescaped: lock)
            """).first.flatMap(entry)
    }

    private static func columns(_ portion: PlanPortion) -> (Int?, Int?, Int?) {
        switch portion {
        case .asWritten: (nil, nil, nil)
        case .servings(let count): (count, nil, nil)
        case .scale(let factor): (nil, factor.numerator, factor.denominator)
        }
    }

    /// The entry a row holds; nil for a row with a day that is not `YYYY-MM-DD` (written by another program).
    private static func entry(_ row: PostgresRow) throws -> PlanEntry? {
        let (id, dayText, meal, slug, name, servings, numerator, denominator, note, addedBy) =
            try row.decode((Int, String, String, String, String, Int?, Int?, Int?, String, String?).self)
        guard let day = CalendarDay(iso: dayText) else { return nil }
        let portion: PlanPortion
        if let servings {
            portion = .servings(servings)
        } else if let numerator, let denominator, let factor = Fraction(numerator, denominator) {
            portion = .scale(factor)
        } else {
            portion = .asWritten
        }
        return PlanEntry(id: id, day: day, meal: meal, slug: slug, recipeName: name, portion: portion, note: note, addedBy: addedBy)
    }
}
