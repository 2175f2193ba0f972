import Foundation
import Logging
import PostgresNIO
import RecipesCodecs
import RecipesKit
import RecipesSources

/// The store's versioned schema on PostgreSQL: the SQLite store's tables, plus a change log for replicas.
/// Each migration runs once, in its own transaction, under an advisory lock, so replicas starting together
/// apply it once between them.
enum PostgresSchema {
    /// The advisory lock key every recipes process takes to migrate ("recipes" in ASCII, as a number).
    static let lockKey = 0x7265_6369_7065_73

    /// The migrations, in order; a database records the highest it has applied.
    static let migrations: [(version: Int, apply: @Sendable (PostgresLink.Session) async throws -> Void)] = [
        (1, { session in
            // Each recipe keeps its wire-format JSON; `id` is the catalog order.
            for statement: PostgresQuery in [
                // `search_text` is the folded text a search looks in (`Recipe.searchText`), folded by recipes itself so
                // that PostgreSQL, SQLite and memory agree to the byte; its trigram index finds any substring of three
                // characters or more, as `Filter.mentions` does.
                "CREATE EXTENSION IF NOT EXISTS pg_trgm",
                """
                CREATE TABLE recipe (
                    id BIGSERIAL PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
                    revision BIGINT NOT NULL, body TEXT NOT NULL, search_text TEXT NOT NULL)
                """,
                "CREATE INDEX recipe_search_text ON recipe USING GIN (search_text gin_trgm_ops)",
                "CREATE TABLE ingredient_name (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
                """
                CREATE TABLE recipe_ingredient (
                    name_id BIGINT NOT NULL REFERENCES ingredient_name(id),
                    recipe_id BIGINT NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    PRIMARY KEY (name_id, recipe_id))
                """,
                "CREATE INDEX recipe_ingredient_by_recipe ON recipe_ingredient(recipe_id)",
                "CREATE TABLE favorite (slug TEXT PRIMARY KEY, added BIGSERIAL NOT NULL)",
                "CREATE TABLE store_state (id INTEGER PRIMARY KEY CHECK (id = 1), revision BIGINT NOT NULL)",
                "INSERT INTO store_state (id, revision) VALUES (1, 0)",
                // What each revision changed, so a replica applies writes made elsewhere instead of reloading.
                "CREATE TABLE change_log (revision BIGINT NOT NULL, slug TEXT NOT NULL, removed BOOLEAN NOT NULL)",
                "CREATE INDEX change_log_by_revision ON change_log(revision)",
            ] {
                try await session.execute(statement)
            }
        }),
        (2, { session in
            // Each ingredient name folded as `TextPattern` compares it, so a filter by ingredient is answered in SQL
            // (`strpos` on the folded names) rather than by reading every name into recipes.
            try await session.execute("ALTER TABLE ingredient_name ADD COLUMN folded TEXT")
            let names = try await session.query("SELECT id, name FROM ingredient_name").map { try $0.decode((Int, String).self) }
            try await session.execute("""
                UPDATE ingredient_name SET folded = f.folded FROM unnest(\(names.map(\.0))::bigint[], \(names.map { TextPattern.folding($0.1) })::text[]) \
                AS f(id, folded) WHERE ingredient_name.id = f.id
                """)
            try await session.execute("ALTER TABLE ingredient_name ALTER COLUMN folded SET NOT NULL")
        }),
        (3, { session in
            // A new store starts with the catalog built into recipes, as the SQLite store does (stores made by
            // earlier versions were seeded when their tables were made, and have written since).
            if try await PostgresCatalogStore.currentRevision(session) == 0, try await session.query("SELECT 1 FROM recipe LIMIT 1").isEmpty {
                let recipes = try CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8))
                try await PostgresCatalogStore.insert(recipes, in: session)
            }
        }),
        (4, { session in
            // The household's meal plan (a day as `YYYY-MM-DD`, as the SQLite store keeps it) and pantry (foods by
            // their key, `IngredientLine.key`), the pantry starting with what every kitchen has.
            for statement: PostgresQuery in [
                """
                CREATE TABLE plan_entry (
                    id BIGSERIAL PRIMARY KEY, day TEXT NOT NULL, meal TEXT NOT NULL, slug TEXT NOT NULL,
                    recipe_name TEXT NOT NULL, servings BIGINT, scale_numerator BIGINT, scale_denominator BIGINT,
                    note TEXT NOT NULL DEFAULT '')
                """,
                "CREATE INDEX plan_entry_by_day ON plan_entry(day)",
                "CREATE TABLE pantry (key TEXT PRIMARY KEY, name TEXT NOT NULL)",
                "CREATE TABLE plan_feed (id INTEGER PRIMARY KEY CHECK (id = 1), household TEXT NOT NULL, secret TEXT NOT NULL)",
            ] {
                try await session.execute(statement)
            }
            for food in PostgresCatalogStore.defaultPantry {
                guard let (name, key) = PlanRules.food(food) else { continue }
                try await session.execute("INSERT INTO pantry (key, name) VALUES (\(key), \(name)) ON CONFLICT DO NOTHING")
            }
        }),
        (5, { session in
            // The time of day each meal is eaten, for the calendar feed's events (minutes after midnight).
            try await session.execute("CREATE TABLE meal_time (meal TEXT PRIMARY KEY, minutes INTEGER NOT NULL)")
        }),
        (6, { session in
            // The household's users (a name's key is its lowercase) and their API tokens, of which only a digest is
            // kept; times are seconds since 1970. A user's tokens go with the user.
            for statement: PostgresQuery in [
                """
                CREATE TABLE account (
                    key TEXT PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, password_hash TEXT NOT NULL, created BIGINT NOT NULL)
                """,
                """
                CREATE TABLE api_token (
                    id BIGSERIAL PRIMARY KEY, account_key TEXT NOT NULL REFERENCES account(key) ON DELETE CASCADE,
                    label TEXT NOT NULL DEFAULT '', secret_digest TEXT NOT NULL UNIQUE, created BIGINT NOT NULL, expires BIGINT)
                """,
                "CREATE INDEX api_token_by_account ON api_token(account_key)",
            ] {
                try await session.execute(statement)
            }
        }),
        (7, { session in
            // Who is signed in (a session id's digest) and failed sign-ins per account and per address, shared by
            // every replica.
            for statement: PostgresQuery in [
                """
                CREATE TABLE sign_in_session (
                    id_digest TEXT PRIMARY KEY, account_key TEXT NOT NULL REFERENCES account(key) ON DELETE CASCADE,
                    csrf TEXT NOT NULL, started BIGINT NOT NULL, last_seen BIGINT NOT NULL)
                """,
                "CREATE INDEX sign_in_session_by_account ON sign_in_session(account_key)",
                "CREATE TABLE sign_in_failure (subject TEXT PRIMARY KEY, failures INTEGER NOT NULL, last BIGINT NOT NULL)",
            ] {
                try await session.execute(statement)
            }
        }),
        (8, { session in
            // Who planned an entry (a user's name as it was then; null for the CLI and the shared token).
            try await session.execute("ALTER TABLE plan_entry ADD COLUMN added_by TEXT")
        }),
        (9, { session in
            // Each person's marks on recipes (person '' is the household: the CLI on its own store and the shared
            // token, whose favorites move here), by slug; a favorite's order is the order it was marked. Each cooked
            // day once per person and recipe, so a retried log is no second entry.
            for statement: PostgresQuery in [
                """
                CREATE TABLE recipe_mark (
                    person TEXT NOT NULL, slug TEXT NOT NULL, favorite_order BIGINT, rating INTEGER, note TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (person, slug))
                """,
                "CREATE INDEX recipe_mark_by_slug ON recipe_mark(slug)",
                "CREATE SEQUENCE recipe_mark_favorite_order",
                "CREATE TABLE cooked (person TEXT NOT NULL, slug TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (person, slug, day))",
                "CREATE INDEX cooked_by_slug ON cooked(slug)",
                // Numbered in the order marked (nextval over an ordered subquery need not follow it), then the sequence
                // is moved past them.
                "INSERT INTO recipe_mark (person, slug, favorite_order) SELECT '', slug, row_number() OVER (ORDER BY added) FROM favorite",
                "SELECT setval('recipe_mark_favorite_order', (SELECT count(*) + 1 FROM favorite), false)",
                "DROP TABLE favorite",
            ] {
                try await session.execute(statement)
            }
        }),
        (10, { session in
            // Pictures uploaded for recipes, the bytes as sent; one per recipe, renamed and removed with it.
            try await session.execute("""
                CREATE TABLE recipe_picture (
                    slug TEXT PRIMARY KEY REFERENCES recipe(slug) ON DELETE CASCADE ON UPDATE CASCADE,
                    content_type TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, digest TEXT NOT NULL, bytes BYTEA NOT NULL)
                """)
        }),
        (11, { session in
            // Who added a pantry food (a user's name as it was then; null for the CLI, the shared token and the start).
            try await session.execute("ALTER TABLE pantry ADD COLUMN added_by TEXT")
        }),
        (12, { session in
            // Search text, folded names and pantry keys written before folding dropped invisible marks, folded again
            // where they hold one, as the SQLite store's v12 does: a page's "Weizen\u{AD}mehl" is found by
            // "weizenmehl". A batch of recipes at a time, in id order, so a large store's bodies are never all held.
            let marks = "[" + Unicode.Scalar.invisibleMarkRuns.map { "\($0.lowerBound)-\($0.upperBound)" }.joined() + "]"
            var after = 0
            while true {
                let stale = try await session.query("""
                    SELECT id, body FROM recipe WHERE id > \(after) AND search_text ~ \(marks) ORDER BY id LIMIT \(PostgresSchema.migrationBatch)
                    """).map { try $0.decode((Int, String).self) }
                guard let last = stale.last?.0 else { break }
                let texts = try stale.map { try CatalogDecoder().decodeRecipe(Data($0.1.utf8)).searchText }
                try await session.execute("""
                    UPDATE recipe SET search_text = t.text FROM unnest(\(stale.map(\.0))::bigint[], \(texts)::text[]) AS t(id, text) \
                    WHERE recipe.id = t.id
                    """)
                after = last
            }
            let names = try await session.query("SELECT id, name FROM ingredient_name WHERE name ~ \(marks)")
                .map { try $0.decode((Int, String).self) }
            try await session.execute("""
                UPDATE ingredient_name SET folded = f.folded FROM unnest(\(names.map(\.0))::bigint[], \(names.map { TextPattern.folding($0.1) })::text[]) \
                AS f(id, folded) WHERE ingredient_name.id = f.id
                """)
            // A pantry food's key dropped its marks too: the row takes its new key, or goes where that key is kept.
            for (key, name) in try await session.query("SELECT key, name FROM pantry WHERE key ~ \(marks)").map({ try $0.decode((String, String).self) }) {
                let new = IngredientLine.key(for: name)
                try await session.execute("UPDATE pantry SET key = \(new) WHERE key = \(key) AND NOT EXISTS (SELECT 1 FROM pantry WHERE key = \(new))")
                try await session.execute("DELETE FROM pantry WHERE key = \(key)")
            }
        }),
        (13, { session in
            // Failed sign-ins and wrong tokens by time, as the SQLite store's v13: each one recorded first forgets
            // the day-old ones.
            try await session.execute("CREATE INDEX IF NOT EXISTS sign_in_failure_by_last ON sign_in_failure(last)")
        }),
        (14, { session in
            // The store's identity, shared by every replica, so that the catalog's ETag of one store never matches
            // another's at the same revision (a database made again starts its revisions over). Run again (a test
            // rolls the schema back), it keeps the identity there is.
            try await session.execute("ALTER TABLE store_state ADD COLUMN IF NOT EXISTS identity TEXT NOT NULL DEFAULT ''")
            try await session.execute("UPDATE store_state SET identity = \(StoreIdentity.make()) WHERE identity = ''")
        }),
    ]

    /// How many recipes a migration that rewrites them reads at a time.
    static let migrationBatch = 2_000

    /// Brings the database at `address` up to date, or refuses one written by a newer recipes.
    static func migrate(_ address: PostgresAddress, deadline: Duration, logger: Logger) async throws(CatalogStoreError) {
        let latest = migrations.last?.version ?? 0
        try await PostgresLink.withOwnConnection(to: address, deadline: deadline, logger: logger) { session in
            try await session.execute("SELECT pg_advisory_lock(\(lockKey))")
            do {
                try await session.execute("CREATE TABLE IF NOT EXISTS recipes_schema (version INTEGER NOT NULL)")
                let current = try await session.query("SELECT coalesce(max(version), 0) FROM recipes_schema").first?.decode(Int.self) ?? 0
                if current > latest {
                    throw CatalogStoreError(.unavailable, "\(address.location): written by a newer version of recipes; upgrade to use it")
                }
                for migration in migrations where migration.version > current {
                    try await session.transaction("BEGIN") { session in
                        try await migration.apply(session)
                        try await session.execute("INSERT INTO recipes_schema (version) VALUES (\(migration.version))")
                    }
                }
            } catch {
                try? await session.execute("SELECT pg_advisory_unlock(\(lockKey))")
                throw error
            }
            try await session.execute("SELECT pg_advisory_unlock(\(lockKey))")
        }
    }
}
