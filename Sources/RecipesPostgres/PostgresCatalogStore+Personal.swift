import Foundation
import PostgresNIO
import RecipesKit

extension PostgresCatalogStore: PersonalStoreProtocol {
    public func marks(of person: Person, slug: String) async throws(CatalogStoreError) -> PersonalRecipe {
        try await link.run { session in try await Self.marks(of: person, slug: slug, in: session, locking: false) }
    }

    public func marks(of person: Person) async throws(CatalogStoreError) -> [PersonalRecipe] {
        try await link.snapshotTransaction { session in
            var kept: [String: PersonalRecipe] = [:]
            for row in try await session.query("SELECT slug, favorite_order, rating, note FROM recipe_mark WHERE person = \(person.key)") {
                guard let marks = Self.marks(row) else { continue }
                kept[marks.slug] = marks
            }
            for row in try await session.query("SELECT slug, day FROM cooked WHERE person = \(person.key)") {
                guard let (slug, text) = try? row.decode((String, String).self), let day = CalendarDay(iso: text) else { continue }
                kept[slug, default: PersonalRecipe(slug: slug)].cooked.append(day)
            }
            return kept.values.map { PersonalRecipe(slug: $0.slug, isFavorite: $0.isFavorite, rating: $0.rating, note: $0.note, cooked: $0.cooked) }
                .filter { !$0.isEmpty }.sorted { $0.slug < $1.slug }
        }
    }

    public func favorites(of person: Person) async throws(CatalogStoreError) -> [String] {
        try await link.run { session in
            try await session.query(
                "SELECT slug FROM recipe_mark WHERE person = \(person.key) AND favorite_order IS NOT NULL ORDER BY favorite_order"
            ).map { try $0.decode(String.self) }
        }
    }

    public func mark(_ slug: String, for person: Person, _ changes: [PersonalChange]) async throws(CatalogStoreError) -> MarkedRecipe {
        let changes = try PersonalStoreChecks.checked(changes)
        return try await link.transaction { session in try await Self.apply(changes, to: slug, for: person, in: session) }
    }

    // MARK: - Inside transactions

    /// Makes `changes` to `person`'s marks on `slug` and writes what changed: the marks row (gone once empty, a new
    /// favorite last in order) and the cooked days added or taken away. The row is made if missing and locked
    /// first, so two changes of one person's marks on one recipe run one after the other even when neither finds a
    /// row (a lock on no row would let both start from nothing, and the second undo the first).
    static func apply(
        _ changes: [PersonalChange], to slug: String, for person: Person, in session: PostgresLink.Session
    ) async throws -> MarkedRecipe {
        try await session.execute("INSERT INTO recipe_mark (person, slug) VALUES (\(person.key), \(slug)) ON CONFLICT DO NOTHING")
        let before = try await marks(of: person, slug: slug, in: session, locking: true)
        var after = before
        for change in changes { after = try after.applying(change) }
        let added = Set(after.cooked).subtracting(before.cooked).map(\.iso), removed = Set(before.cooked).subtracting(after.cooked).map(\.iso)
        if !added.isEmpty {
            // A race of two logs may pass the bound by a few days, never more.
            let logged = try await session.query("SELECT count(*) FROM cooked WHERE person = \(person.key)").first?.decode(Int.self) ?? 0
            if logged + added.count > PersonalRules.mostCookedDays { throw PersonalStoreChecks.logFull }
            try await session.execute("""
                INSERT INTO cooked (person, slug, day) SELECT \(person.key), \(slug), d FROM unnest(\(added)::text[]) AS d ON CONFLICT DO NOTHING
                """)
        }
        if !removed.isEmpty {
            try await session.execute("DELETE FROM cooked WHERE person = \(person.key) AND slug = \(slug) AND day = ANY(\(removed)::text[])")
        }
        if !after.isFavorite && after.rating == nil && after.note.isEmpty {
            // Also the row made above to lock on, when it holds nothing.
            try await session.execute("DELETE FROM recipe_mark WHERE person = \(person.key) AND slug = \(slug)")
        } else if (after.isFavorite, after.rating, after.note) != (before.isFavorite, before.rating, before.note) {
            let becomesFavorite = after.isFavorite && !before.isFavorite
            try await session.execute("""
                INSERT INTO recipe_mark (person, slug, favorite_order, rating, note)
                VALUES (\(person.key), \(slug), CASE WHEN \(becomesFavorite) THEN nextval('recipe_mark_favorite_order') END, \(after.rating), \(after.note))
                ON CONFLICT (person, slug) DO UPDATE SET
                    favorite_order = CASE WHEN \(after.isFavorite) THEN coalesce(excluded.favorite_order, recipe_mark.favorite_order) END,
                    rating = excluded.rating, note = excluded.note
                """)
        }
        return MarkedRecipe(before: before, after: after)
    }

    /// Moves every person's marks from `slug` to `newSlug` (a renamed recipe). Marks still on `newSlug` were a
    /// removed recipe's (no recipe holds that slug now): they go, so none of them is taken for the renamed one's.
    static func moveMarks(from slug: String, to newSlug: String, in session: PostgresLink.Session) async throws {
        guard slug != newSlug else { return }
        try await session.execute("DELETE FROM recipe_mark WHERE slug = \(newSlug)")
        try await session.execute("DELETE FROM cooked WHERE slug = \(newSlug)")
        try await session.execute("UPDATE recipe_mark SET slug = \(newSlug) WHERE slug = \(slug)")
        try await session.execute("UPDATE cooked SET slug = \(newSlug) WHERE slug = \(slug)")
    }

    static func marks(of person: Person, slug: String, in session: PostgresLink.Session, locking: Bool) async throws -> PersonalRecipe {
        let query: PostgresQuery = locking
            ? "SELECT slug, favorite_order, rating, note FROM recipe_mark WHERE person = \(person.key) AND slug = \(slug) FOR UPDATE"
            : "SELECT slug, favorite_order, rating, note FROM recipe_mark WHERE person = \(person.key) AND slug = \(slug)"
        let marks = try await session.query(query).first.flatMap(Self.marks) ?? PersonalRecipe(slug: slug)
        let days = try await session.query("SELECT day FROM cooked WHERE person = \(person.key) AND slug = \(slug)")
            .compactMap { (try? $0.decode(String.self)).flatMap(CalendarDay.init(iso:)) }
        return PersonalRecipe(slug: slug, isFavorite: marks.isFavorite, rating: marks.rating, note: marks.note, cooked: days)
    }

    /// The marks a row holds; a value another program wrote that the rules refuse is left out rather than trusted.
    private static func marks(_ row: PostgresRow) -> PersonalRecipe? {
        guard let (slug, order, rating, note) = try? row.decode((String, Int?, Int?, String).self) else { return nil }
        return PersonalRecipe(
            slug: slug, isFavorite: order != nil, rating: rating.flatMap { PersonalRules.ratings.contains($0) ? $0 : nil },
            note: PersonalRules.noteProblem(note) == nil ? note : "")
    }
}
