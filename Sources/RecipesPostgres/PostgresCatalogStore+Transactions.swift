import Foundation
import PostgresNIO
import RecipesCodecs
import RecipesKit

extension PostgresCatalogStore {
    // MARK: - Inside transactions

    /// Takes the write's revision and records what it wrote: the last statement of every write. The lock on
    /// `store_state` it takes orders writers from every replica, so a revision is visible only with every write
    /// before it; taken last, it is held for one round trip and the commit, not for the whole write. The recipes
    /// at `ids` get the revision, the change log the slugs touched, and `recipes_changed` the notification (sent
    /// at commit).
    static func finish(_ session: PostgresLink.Session, written ids: [Int], touched slugs: [String], removed: [Bool]) async throws -> Int {
        let rows = try await session.query("""
            WITH r AS (UPDATE store_state SET revision = revision + 1 RETURNING revision), \
            w AS (UPDATE recipe SET revision = r.revision FROM r WHERE recipe.id = ANY(\(ids)::bigint[])), \
            l AS (INSERT INTO change_log (revision, slug, removed) \
                  SELECT r.revision, c.slug, c.removed FROM r, unnest(\(slugs)::text[], \(removed)::boolean[]) AS c(slug, removed)), \
            n AS (SELECT pg_notify(\(channel), revision::text) FROM r) \
            SELECT r.revision FROM r, n
            """)
        guard let revision = try rows.first?.decode(Int.self) else {
            throw CatalogStoreError(.unavailable, "the store has no state row")
        }
        return revision
    }

    /// Inserts `recipes` at the end of the catalog as one write; a taken slug aborts the transaction. Recipes go
    /// in batches of a thousand, a few statements each, so loading a large catalog is not a round trip per row.
    @discardableResult
    static func insert(_ recipes: [Recipe], in session: PostgresLink.Session) async throws -> [StoredRecipe] {
        let slugs = recipes.map(\.baseSlug)
        var seen = Set<String>()
        for (recipe, slug) in zip(recipes, slugs) where !seen.insert(slug).inserted { throw CatalogStoreError.duplicate(recipe) }
        var ids: [Int] = []
        ids.reserveCapacity(recipes.count)
        var start = 0
        while start < recipes.count {
            let end = min(start + 1000, recipes.count)
            ids += try await insertBatch(recipes[start..<end], slugs: slugs[start..<end], in: session)
            start = end
        }
        let revision = try await finish(session, written: ids, touched: slugs, removed: Array(repeating: false, count: slugs.count))
        return zip(recipes, slugs).map { StoredRecipe(recipe: $0, slug: $1, revision: revision) }
    }

    /// Inserts one batch with its ingredient names; a slug already stored (or being stored by a write that
    /// commits first) is refused as a duplicate. Returns the new rows' ids, in order.
    private static func insertBatch(_ recipes: ArraySlice<Recipe>, slugs: ArraySlice<String>, in session: PostgresLink.Session) async throws -> [Int] {
        let slugs = Array(slugs), names = recipes.map(\.displayName), bodies = recipes.map(wireBody), texts = recipes.map(\.searchText)
        // Ids follow the order given (WITH ORDINALITY), so the catalog order is the order added; the unique slug
        // decides between writers racing for one name (the later waits for the first to commit, then inserts nothing).
        let rows = try await session.query("""
            INSERT INTO recipe (slug, name, revision, body, search_text) \
            SELECT s, n, 0, b, t FROM unnest(\(slugs)::text[], \(names)::text[], \(bodies)::text[], \(texts)::text[]) \
            WITH ORDINALITY AS batch(s, n, b, t, position) ORDER BY position \
            ON CONFLICT (slug) DO NOTHING RETURNING id, slug
            """)
        var ids: [String: Int] = [:]
        for row in rows {
            let (id, slug) = try row.decode((Int, String).self)
            ids[slug] = id
        }
        var ordered: [Int] = []
        ordered.reserveCapacity(slugs.count)
        for (recipe, slug) in zip(recipes, slugs) {
            guard let id = ids[slug] else {
                // DO NOTHING left the transaction usable: the message can name the recipe holding the slug.
                let stored = try await session.query("SELECT name FROM recipe WHERE slug = \(slug)").first
                throw CatalogStoreError.duplicate(recipe, storedName: try stored?.decode(String.self))
            }
            ordered.append(id)
        }
        try await index(Array(recipes), ids: ordered, in: session)
        return ordered
    }

    /// Records which ingredient names each recipe uses, for narrowing by ingredient.
    static func index(_ recipes: [Recipe], ids: [Int], in session: PostgresLink.Session) async throws {
        var pairsName: [String] = [], pairsRecipe: [Int] = []
        for (recipe, id) in zip(recipes, ids) {
            for name in Set(recipe.ingredients.map(\.name)) {
                pairsName.append(name)
                pairsRecipe.append(id)
            }
        }
        guard !pairsName.isEmpty else { return }
        let folded = pairsName.map(TextPattern.folding)
        try await session.execute("""
            INSERT INTO ingredient_name (name, folded) SELECT DISTINCT n, f FROM unnest(\(pairsName)::text[], \(folded)::text[]) AS p(n, f) \
            ON CONFLICT (name) DO NOTHING
            """)
        try await session.execute("""
            INSERT INTO recipe_ingredient (name_id, recipe_id) \
            SELECT n.id, p.r FROM unnest(\(pairsName)::text[], \(pairsRecipe)::bigint[]) AS p(name, r) \
            JOIN ingredient_name n ON n.name = p.name ON CONFLICT DO NOTHING
            """)
    }

    /// The id of the recipe at `slug`, locked until the transaction ends (a concurrent write of it waits, then
    /// sees this one's revision), if its revision is in `expected`.
    static func existing(slug: String, in session: PostgresLink.Session, expecting expected: Set<Int>?) async throws -> Int {
        guard let row = try await session.query("SELECT id, revision FROM recipe WHERE slug = \(slug) FOR UPDATE").first else {
            throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
        }
        let (id, revision) = try row.decode((Int, Int).self)
        if let expected, !expected.contains(revision) {
            throw CatalogStoreError(.conflict, "recipe '\(slug)' changed since it was read (now at revision \(revision))")
        }
        return id
    }

    /// Writes `recipe` over the row `id` (renamed to its own slug), re-indexing its ingredients.
    static func overwrite(_ id: Int, with recipe: Recipe, in session: PostgresLink.Session) async throws {
        // Asked first, so that the message can name the recipe holding the new name (a failed UPDATE ends the
        // transaction); the unique slug still decides a race.
        if let holder = try await session.query("SELECT name FROM recipe WHERE slug = \(recipe.baseSlug) AND id <> \(id)").first {
            throw CatalogStoreError.duplicate(recipe, storedName: try holder.decode(String.self))
        }
        do {
            try await session.execute("""
                UPDATE recipe SET slug = \(recipe.baseSlug), name = \(recipe.displayName), body = \(wireBody(recipe)), \
                search_text = \(recipe.searchText) WHERE id = \(id)
                """)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            // Another write took the new name first.
            throw CatalogStoreError.duplicate(recipe)
        }
        try await session.execute("DELETE FROM recipe_ingredient WHERE recipe_id = \(id)")
        try await index([recipe], ids: [id], in: session)
    }

    /// The recipe's wire-format JSON, as a row keeps it.
    static func wireBody(_ recipe: Recipe) -> String {
        String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self)
    }

    /// Adds `recipes` under `policy`: the plan is made against the slugs stored now, checked, then carried out as
    /// one write.
    static func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy, in session: PostgresLink.Session) async throws -> [AddResult] {
        if policy == .refuse { return try await insert(recipes, in: session).map { AddResult(change: .added, stored: $0) } }
        let steps = try await plan(recipes, policy: policy, in: session)
        try RecipeValidator.check(steps.filter { $0.action != .skip }.map(\.recipe))
        var ids: [Int] = [], touched: [String] = []
        for step in steps {
            switch step.action {
            case .insert:
                ids += try await insertBatch([step.recipe], slugs: [step.recipe.baseSlug], in: session)
                touched.append(step.recipe.baseSlug)
            case .replace(let slug):
                let id = try await existing(slug: slug, in: session, expecting: nil)
                try await overwrite(id, with: step.recipe, in: session)
                ids.append(id)
                touched.append(slug)
            case .skip:
                continue
            }
        }
        let revision = ids.isEmpty ? 0 : try await finish(session, written: ids, touched: touched, removed: touched.map { _ in false })
        return steps.map { step in
            let stored = StoredRecipe(recipe: step.recipe, slug: step.recipe.baseSlug, revision: step.action == .skip ? 0 : revision)
            switch step.action {
            case .insert: return AddResult(change: .added, stored: stored)
            case .replace: return AddResult(change: .replaced, stored: stored)
            case .skip: return AddResult(change: .skipped, stored: stored)
            }
        }
    }

    /// `AddStep.plan` against the slugs stored now, looked up in as few round trips as the plan allows: the
    /// recipes' own slugs first, then the slugs renaming asks about, until none is left unknown.
    private static func plan(_ recipes: [Recipe], policy: ConflictPolicy, in session: PostgresLink.Session) async throws -> [AddStep] {
        var known: [String: Bool] = [:]
        var asking = Set(recipes.map(\.baseSlug))
        while true {
            let taken = try await session.query("SELECT slug FROM recipe WHERE slug = ANY(\(Array(asking))::text[])")
                .map { try $0.decode(String.self) }
            for slug in asking { known[slug] = false }
            for slug in taken { known[slug] = true }
            var unknown = Set<String>()
            let steps = try AddStep.plan(recipes, policy: policy) { slug in
                guard let isTaken = known[slug] else {
                    unknown.insert(slug)
                    return false
                }
                return isTaken
            }
            if unknown.isEmpty { return steps }
            asking = unknown
        }
    }
}
