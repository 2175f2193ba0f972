import Foundation
import PostgresNIO
import RecipesCodecs
import RecipesKit

extension PostgresCatalogStore {
    // MARK: - Inside transactions

    /// Takes the next revision. The row lock it takes is held to the end of the transaction, so writers (from
    /// every replica) go one at a time and each sees the others' committed rows; the notification goes out at commit.
    static func nextRevision(_ session: PostgresLink.Session) throws -> Int {
        guard let revision = try session.query("UPDATE store_state SET revision = revision + 1 RETURNING revision").first?.decode(Int.self) else {
            throw CatalogStoreError(.unavailable, "the store has no state row")
        }
        try session.query("SELECT pg_notify(\(channel), \(String(revision)))")
        return revision
    }

    /// Inserts `recipes` at the end of the catalog under one new revision; a taken slug aborts the transaction.
    /// Recipes go in batches of a thousand, a few statements each, so loading a large catalog is not a round trip
    /// per row.
    @discardableResult
    static func insert(_ recipes: [Recipe], in session: PostgresLink.Session) throws -> [StoredRecipe] {
        let revision = try nextRevision(session)
        var added: [StoredRecipe] = []
        added.reserveCapacity(recipes.count)
        var start = 0
        while start < recipes.count {
            let batch = Array(recipes[start..<min(start + 1000, recipes.count)])
            added += try insertBatch(batch, revision: revision, in: session)
            start += batch.count
        }
        return added
    }

    private static func insertBatch(_ recipes: [Recipe], revision: Int, in session: PostgresLink.Session) throws -> [StoredRecipe] {
        let slugs = recipes.map(\.baseSlug)
        var seen = Set<String>()
        for (recipe, slug) in zip(recipes, slugs) where !seen.insert(slug).inserted { throw CatalogStoreError.duplicate(recipe) }
        if let taken = try session.query("SELECT slug FROM recipe WHERE slug = ANY(\(slugs)::text[]) LIMIT 1").first?.decode(String.self),
           let recipe = recipes.first(where: { $0.baseSlug == taken }) {
            throw CatalogStoreError.duplicate(recipe)
        }
        let names = recipes.map(\.displayName), bodies = recipes.map(wireBody), texts = recipes.map(\.searchText)
        // Ids follow the order given (WITH ORDINALITY), so the catalog order is the order added.
        let rows = try session.query("""
            INSERT INTO recipe (slug, name, revision, body, search_text) \
            SELECT s, n, \(revision), b, t FROM unnest(\(slugs)::text[], \(names)::text[], \(bodies)::text[], \(texts)::text[]) \
            WITH ORDINALITY AS batch(s, n, b, t, position) ORDER BY position RETURNING id, slug
            """)
        var ids: [String: Int] = [:]
        for row in rows {
            let (id, slug) = try row.decode((Int, String).self)
            ids[slug] = id
        }
        var pairsName: [String] = [], pairsRecipe: [Int] = []
        for (recipe, slug) in zip(recipes, slugs) {
            guard let id = ids[slug] else { throw CatalogStoreError(.unavailable, "an insert returned no id for '\(slug)'") }
            for name in Set(recipe.ingredients.map(\.name)) {
                pairsName.append(name)
                pairsRecipe.append(id)
            }
        }
        if !pairsName.isEmpty {
            try session.execute("INSERT INTO ingredient_name (name) SELECT DISTINCT unnest(\(pairsName)::text[]) ON CONFLICT (name) DO NOTHING")
            try session.execute("""
                INSERT INTO recipe_ingredient (name_id, recipe_id) \
                SELECT n.id, p.r FROM unnest(\(pairsName)::text[], \(pairsRecipe)::bigint[]) AS p(name, r) \
                JOIN ingredient_name n ON n.name = p.name ON CONFLICT DO NOTHING
                """)
        }
        try session.execute("INSERT INTO change_log (revision, slug, removed) SELECT \(revision), unnest(\(slugs)::text[]), false")
        return zip(recipes, slugs).map { StoredRecipe(recipe: $0, slug: $1, revision: revision) }
    }

    private static func insertRow(_ recipe: Recipe, slug: String, revision: Int, in session: PostgresLink.Session) throws {
        let inserted = try session.query("""
            INSERT INTO recipe (slug, name, revision, body, search_text) \
            VALUES (\(slug), \(recipe.displayName), \(revision), \(wireBody(recipe)), \(recipe.searchText)) RETURNING id
            """)
        guard let id = try inserted.first?.decode(Int.self) else { throw CatalogStoreError(.unavailable, "an insert returned no id") }
        try index(recipe, id: id, in: session)
        try log(revision, slug: slug, removed: false, in: session)
    }

    /// Records which ingredient names `recipe` uses, for narrowing by ingredient.
    static func index(_ recipe: Recipe, id: Int, in session: PostgresLink.Session) throws {
        let names = Array(Set(recipe.ingredients.map(\.name)))
        guard !names.isEmpty else { return }
        try session.execute("INSERT INTO ingredient_name (name) SELECT unnest(\(names)::text[]) ON CONFLICT (name) DO NOTHING")
        try session.execute("""
            INSERT INTO recipe_ingredient (name_id, recipe_id) SELECT id, \(id) FROM ingredient_name WHERE name = ANY(\(names)::text[]) \
            ON CONFLICT DO NOTHING
            """)
    }

    /// Notes that `revision` changed (or removed) the recipe at `slug`.
    static func log(_ revision: Int, slug: String, removed: Bool, in session: PostgresLink.Session) throws {
        try session.execute("INSERT INTO change_log (revision, slug, removed) VALUES (\(revision), \(slug), \(removed))")
    }

    static func existing(slug: String, in session: PostgresLink.Session, expecting expected: Set<Int>?) throws -> Int {
        guard let row = try session.query("SELECT id, revision FROM recipe WHERE slug = \(slug)").first else {
            throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
        }
        let (id, revision) = try row.decode((Int, Int).self)
        if let expected, !expected.contains(revision) {
            throw CatalogStoreError(.conflict, "recipe '\(slug)' changed since it was read (now at revision \(revision))")
        }
        return id
    }

    /// The candidates' wire-format bodies as one catalog array, with their slugs and revisions in the same order.
    static func read(_ session: PostgresLink.Session, narrowing: CatalogNarrowing) throws -> (Data, [(slug: String, revision: Int)]) {
        let rows: [PostgresRow]
        if let ids = try candidateIDs(session, narrowing: narrowing) {
            rows = try session.query("SELECT slug, revision, body FROM recipe WHERE id = ANY(\(Array(ids))::bigint[]) ORDER BY id")
        } else {
            rows = try session.query("SELECT slug, revision, body FROM recipe ORDER BY id")
        }
        var catalog = Data("[".utf8)
        var keys: [(slug: String, revision: Int)] = []
        keys.reserveCapacity(rows.count)
        for row in rows {
            let (slug, revision, text) = try row.decode((String, Int, String).self)
            var body = text
            let mayMatch = body.withUTF8 { narrowing.mayMatch($0) }
            guard mayMatch else { continue }
            if !keys.isEmpty { catalog.append(UInt8(ascii: ",")) }
            catalog.append(contentsOf: body.utf8)
            keys.append((slug, revision))
        }
        catalog.append(UInt8(ascii: "]"))
        return (catalog, keys)
    }

    /// Recipe ids that can match the narrowing's ingredient groups, found through the ingredient-name index;
    /// nil when it has none. Names are matched by the same `TextPattern` the ingredient filter uses.
    static func candidateIDs(_ session: PostgresLink.Session, narrowing: CatalogNarrowing) throws -> Set<Int>? {
        var candidates = try textCandidateIDs(session, narrowing: narrowing)
        guard !narrowing.ingredientGroups.isEmpty else { return candidates }
        let names = try session.query("SELECT id, name FROM ingredient_name").map { try $0.decode((Int, String).self) }
        for group in narrowing.ingredientGroups {
            let patterns = group.map(TextPattern.init)
            let nameIDs = names.filter { entry in patterns.contains { $0.isFound(in: entry.1) } }.map(\.0)
            let rows = try session.query("SELECT recipe_id FROM recipe_ingredient WHERE name_id = ANY(\(nameIDs)::bigint[])")
            let ids = Set(try rows.map { try $0.decode(Int.self) })
            candidates = candidates.map { $0.intersection(ids) } ?? ids
        }
        return candidates
    }

    /// Recipe ids whose folded text holds every mention of three characters or more, through the trigram index
    /// (shorter ones it cannot use, and they narrow nothing); nil when there are none.
    static func textCandidateIDs(_ session: PostgresLink.Session, narrowing: CatalogNarrowing) throws -> Set<Int>? {
        let patterns = narrowing.foldedMentions.filter { $0.count >= 3 }.map { term in
            "%" + term.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
        }
        guard !patterns.isEmpty else { return nil }
        // One LIKE per pattern, joined by AND: the trigram index serves each (it cannot serve LIKE ALL of an array).
        var bindings = PostgresBindings(capacity: patterns.count)
        for pattern in patterns { bindings.append(pattern) }
        let conditions = patterns.indices.map { "search_text LIKE $\($0 + 1)" }.joined(separator: " AND ")
        let rows = try session.query(PostgresQuery(unsafeSQL: "SELECT id FROM recipe WHERE " + conditions, binds: bindings))
        return Set(try rows.map { try $0.decode(Int.self) })
    }

    static func wireBody(_ recipe: Recipe) -> String {
        String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self)
    }

    /// Adds `recipes` under `policy`: the plan is made against the slugs the store holds once this transaction
    /// holds the revision lock, checked, then carried out under that one revision.
    static func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy, in session: PostgresLink.Session) throws -> [AddResult] {
        if policy == .refuse { return try insert(recipes, in: session).map { AddResult(change: .added, stored: $0) } }
        let revision = try nextRevision(session)
        let steps = try AddStep.plan(recipes, policy: policy) { slug in try !session.query("SELECT 1 FROM recipe WHERE slug = \(slug)").isEmpty }
        try RecipeValidator.check(steps.filter { $0.action != .skip }.map(\.recipe))
        var results: [AddResult] = []
        for step in steps {
            let recipe = step.recipe
            let stored = StoredRecipe(recipe: recipe, slug: recipe.baseSlug, revision: revision)
            switch step.action {
            case .insert:
                try insertRow(recipe, slug: stored.slug, revision: revision, in: session)
                results.append(AddResult(change: .added, stored: stored))
            case .replace(let slug):
                let id = try existing(slug: slug, in: session, expecting: nil)
                try session.execute("""
                    UPDATE recipe SET name = \(recipe.displayName), revision = \(revision), body = \(wireBody(recipe)), \
                    search_text = \(recipe.searchText) WHERE id = \(id)
                    """)
                try session.execute("DELETE FROM recipe_ingredient WHERE recipe_id = \(id)")
                try index(recipe, id: id, in: session)
                try log(revision, slug: slug, removed: false, in: session)
                results.append(AddResult(change: .replaced, stored: stored))
            case .skip:
                results.append(AddResult(change: .skipped, stored: StoredRecipe(recipe: recipe, slug: stored.slug, revision: 0)))
            }
        }
        return results
    }
}
