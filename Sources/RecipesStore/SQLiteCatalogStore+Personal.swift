import Foundation
import GRDB
import RecipesKit

extension SQLiteCatalogStore: PersonalStoreProtocol {
    public func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe {
        try await reading { db in try Self.marks(of: person, slug: slug, in: db) }
    }

    public func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe] {
        try await reading { db in
            var kept: [String: PersonalRecipe] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT slug, favorite_order, rating, note FROM recipe_mark WHERE person = ?", arguments: [person.key]) {
                guard let marks = Self.marks(row) else { continue }
                kept[marks.slug] = marks
            }
            for row in try Row.fetchAll(db, sql: "SELECT slug, day FROM cooked WHERE person = ?", arguments: [person.key]) {
                guard let slug = try? row.decode(String.self, forColumn: "slug"), let day = Self.day(row) else { continue }
                kept[slug, default: PersonalRecipe(slug: slug)].cooked.append(day)
            }
            return kept.values.map { PersonalRecipe(slug: $0.slug, isFavorite: $0.isFavorite, rating: $0.rating, note: $0.note, cooked: $0.cooked) }
                .filter { !$0.isEmpty }.sorted { $0.slug < $1.slug }
        }
    }

    public func favorites(of person: Person) async throws(CatalogStoreError) -> [String] {
        try await reading { db in
            try String.fetchAll(
                db, sql: "SELECT slug FROM recipe_mark WHERE person = ? AND favorite_order IS NOT NULL ORDER BY favorite_order", arguments: [person.key])
        }
    }

    public func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> MarkedRecipe {
        let changes = try PersonalStoreChecks.checked(changes)
        return try await writing { db in try Self.apply(changes, to: slug, for: person, in: db) }
    }

    // MARK: - Inside transactions

    /// Makes `changes` to `person`'s marks on `slug` and writes what changed: the marks row (gone once empty, a new
    /// favorite last in order) and the cooked days added or taken away.
    static func apply(
        _ changes: [PersonalChange], to slug: String, for person: Person, in db: Database
    ) throws -> MarkedRecipe {
        let before = try marks(of: person, slug: slug, in: db)
        var after = before
        for change in changes { after = try after.applying(change) }
        let added = Set(after.cooked).subtracting(before.cooked), removed = Set(before.cooked).subtracting(after.cooked)
        if !added.isEmpty {
            let logged = try Int.fetchOne(db, sql: "SELECT count(*) FROM cooked WHERE person = ?", arguments: [person.key]) ?? 0
            if logged + added.count > PersonalRules.mostCookedDays { throw PersonalStoreChecks.logFull }
        }
        for day in added {
            try db.execute(sql: "INSERT OR IGNORE INTO cooked (person, slug, day) VALUES (?, ?, ?)", arguments: [person.key, slug, day.iso])
        }
        for day in removed {
            try db.execute(sql: "DELETE FROM cooked WHERE person = ? AND slug = ? AND day = ?", arguments: [person.key, slug, day.iso])
        }
        if !after.isFavorite && after.rating == nil && after.note.isEmpty {
            try db.execute(sql: "DELETE FROM recipe_mark WHERE person = ? AND slug = ?", arguments: [person.key, slug])
        } else if (after.isFavorite, after.rating, after.note) != (before.isFavorite, before.rating, before.note) {
            let order: Int? = after.isFavorite && !before.isFavorite
                ? (try Int.fetchOne(db, sql: "SELECT coalesce(max(favorite_order), 0) + 1 FROM recipe_mark WHERE person = ?", arguments: [person.key]) ?? 1)
                : nil
            try db.execute(
                sql: """
                    INSERT INTO recipe_mark (person, slug, favorite_order, rating, note) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (person, slug) DO UPDATE SET
                        favorite_order = CASE WHEN ? THEN coalesce(excluded.favorite_order, favorite_order) END,
                        rating = excluded.rating, note = excluded.note
                    """,
                arguments: [person.key, slug, order, after.rating, after.note, after.isFavorite])
        }
        return MarkedRecipe(before: before, after: after)
    }

    /// Moves every person's marks from `slug` to `newSlug` (a renamed recipe). Marks still on `newSlug` were a
    /// removed recipe's (no recipe holds that slug now): they go, so none of them is taken for the renamed one's.
    static func moveMarks(from slug: String, to newSlug: String, in db: Database) throws {
        guard slug != newSlug else { return }
        try db.execute(sql: "DELETE FROM recipe_mark WHERE slug = ?", arguments: [newSlug])
        try db.execute(sql: "DELETE FROM cooked WHERE slug = ?", arguments: [newSlug])
        try db.execute(sql: "UPDATE recipe_mark SET slug = ? WHERE slug = ?", arguments: [newSlug, slug])
        try db.execute(sql: "UPDATE cooked SET slug = ? WHERE slug = ?", arguments: [newSlug, slug])
    }

    static func marks(of person: Person, slug: String, in db: Database) throws -> PersonalRecipe {
        let row = try Row.fetchOne(
            db, sql: "SELECT slug, favorite_order, rating, note FROM recipe_mark WHERE person = ? AND slug = ?", arguments: [person.key, slug])
        let marks = row.flatMap(Self.marks) ?? PersonalRecipe(slug: slug)
        let days = try Row.fetchAll(db, sql: "SELECT day FROM cooked WHERE person = ? AND slug = ?", arguments: [person.key, slug]).compactMap(Self.day)
        return PersonalRecipe(slug: slug, isFavorite: marks.isFavorite, rating: marks.rating, note: marks.note, cooked: days)
    }

    /// The marks a row holds; a value another program wrote that the rules refuse (a rating of 9, a number as a
    /// note) is left out rather than trusted.
    private static func marks(_ row: Row) -> PersonalRecipe? {
        guard let slug = try? row.decode(String.self, forColumn: "slug") else { return nil }
        let order = (try? row.decode(Int?.self, forColumn: "favorite_order")) ?? nil
        let rating = ((try? row.decode(Int?.self, forColumn: "rating")) ?? nil).flatMap { PersonalRules.ratings.contains($0) ? $0 : nil }
        let note = ((try? row.decode(String.self, forColumn: "note")) ?? "")
        return PersonalRecipe(slug: slug, isFavorite: order != nil, rating: rating, note: PersonalRules.noteProblem(note) == nil ? note : "")
    }

    private static func day(_ row: Row) -> CalendarDay? {
        (try? row.decode(String.self, forColumn: "day")).flatMap(CalendarDay.init(iso:))
    }
}
