import Foundation
import GRDB
import RecipesCodecs
import RecipesKit
import RecipesSources

/// The store's versioned schema: each migration runs once, in its own transaction, in every database.
enum CatalogSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-catalog") { db in
            // Each recipe keeps its wire-format JSON; `id` is the catalog order.
            try db.execute(sql: """
                CREATE TABLE recipe (
                    id INTEGER PRIMARY KEY,
                    slug TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL,
                    revision INTEGER NOT NULL,
                    body TEXT NOT NULL
                );
                CREATE TABLE ingredient_name (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE
                );
                CREATE TABLE recipe_ingredient (
                    name_id INTEGER NOT NULL REFERENCES ingredient_name(id),
                    recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    PRIMARY KEY (name_id, recipe_id)
                ) WITHOUT ROWID;
                CREATE INDEX recipe_ingredient_by_recipe ON recipe_ingredient(recipe_id);
                CREATE TABLE favorite (
                    slug TEXT PRIMARY KEY,
                    added_at REAL NOT NULL
                );
                CREATE TABLE store_state (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    revision INTEGER NOT NULL
                );
                INSERT INTO store_state (id, revision) VALUES (1, 0);
                """)
        }
        // A new store starts with the catalog built into recipes; this runs once per database, never again.
        migrator.registerMigration("v1-seed") { db in
            let recipes = try CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8))
            try SQLiteCatalogStore.insert(recipes, into: db, seeding: true)
        }
        // The folded text a search looks in, under a trigram index: every word of three letters or more is found
        // through it, anywhere in a word, as `Filter.mentions` finds it.
        migrator.registerMigration("v2-search-text") { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE recipe_text USING fts5(text, tokenize = 'trigram')")
            let rows = try Row.fetchCursor(db, sql: "SELECT id, body FROM recipe")
            let insert = try db.makeStatement(sql: "INSERT INTO recipe_text (rowid, text) VALUES (?, ?)")
            while let row = try rows.next() {
                let body: String = row["body"]
                let recipe = try CatalogDecoder().decodeRecipe(Data(body.utf8))
                try insert.execute(arguments: [row["id"] as Int64, recipe.searchText])
            }
        }
        // Each ingredient name folded as `TextPattern` compares it, so a filter by ingredient is answered in SQL
        // (`instr` on the folded names) rather than by reading every name into recipes.
        migrator.registerMigration("v3-folded-ingredient-names") { db in
            try db.execute(sql: "ALTER TABLE ingredient_name ADD COLUMN folded TEXT NOT NULL DEFAULT ''")
            let names = try Row.fetchAll(db, sql: "SELECT id, name FROM ingredient_name")
            let update = try db.makeStatement(sql: "UPDATE ingredient_name SET folded = ? WHERE id = ?")
            for row in names {
                try update.execute(arguments: [TextPattern.folding(row["name"]), row["id"] as Int64])
            }
        }
        // The household's meal plan (a day as `YYYY-MM-DD`, which sorts as days do) and pantry (foods by their key,
        // `IngredientLine.key`, so "Salt" and "salt" are one), the pantry starting with what every kitchen has.
        migrator.registerMigration("v4-meal-plan") { db in
            try db.execute(sql: """
                CREATE TABLE plan_entry (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    day TEXT NOT NULL,
                    meal TEXT NOT NULL,
                    slug TEXT NOT NULL,
                    recipe_name TEXT NOT NULL,
                    servings INTEGER,
                    scale_numerator INTEGER,
                    scale_denominator INTEGER,
                    note TEXT NOT NULL DEFAULT ''
                );
                CREATE INDEX plan_entry_by_day ON plan_entry(day);
                CREATE TABLE pantry (
                    key TEXT PRIMARY KEY,
                    name TEXT NOT NULL
                );
                CREATE TABLE plan_feed (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    household TEXT NOT NULL,
                    secret TEXT NOT NULL
                );
                """)
            for food in SQLiteCatalogStore.defaultPantry {
                guard let (name, key) = PlanRules.food(food) else { continue }
                try db.execute(sql: "INSERT OR IGNORE INTO pantry (key, name) VALUES (?, ?)", arguments: [key, name])
            }
        }
        // The time of day each meal is eaten, for the calendar feed's events (minutes after midnight).
        migrator.registerMigration("v5-meal-times") { db in
            try db.execute(sql: "CREATE TABLE meal_time (meal TEXT PRIMARY KEY, minutes INTEGER NOT NULL)")
        }
        // The household's users (a name's key is its lowercase, for uniqueness) and their API tokens, of which
        // only a digest is kept; times are seconds since 1970. A user's tokens go with the user.
        migrator.registerMigration("v6-accounts") { db in
            try db.execute(sql: """
                CREATE TABLE account (
                    key TEXT PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, password_hash TEXT NOT NULL, created INTEGER NOT NULL);
                CREATE TABLE api_token (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, account_key TEXT NOT NULL REFERENCES account(key) ON DELETE CASCADE,
                    label TEXT NOT NULL DEFAULT '', secret_digest TEXT NOT NULL UNIQUE, created INTEGER NOT NULL, expires INTEGER);
                CREATE INDEX api_token_by_account ON api_token(account_key);
                """)
        }
        // Who is signed in (a session id's digest, never the id) and the failed sign-ins counted per account and
        // per address, so every replica on the store honours and throttles the same.
        migrator.registerMigration("v7-sessions") { db in
            try db.execute(sql: """
                CREATE TABLE sign_in_session (
                    id_digest TEXT PRIMARY KEY, account_key TEXT NOT NULL REFERENCES account(key) ON DELETE CASCADE,
                    csrf TEXT NOT NULL, started INTEGER NOT NULL, last_seen INTEGER NOT NULL);
                CREATE INDEX sign_in_session_by_account ON sign_in_session(account_key);
                CREATE TABLE sign_in_failure (subject TEXT PRIMARY KEY, failures INTEGER NOT NULL, last INTEGER NOT NULL);
                """)
        }
        // Who planned an entry (a user's name as it was then; nil for the CLI and the shared token).
        migrator.registerMigration("v8-plan-authors") { db in
            try db.execute(sql: "ALTER TABLE plan_entry ADD COLUMN added_by TEXT")
        }
        // Each person's marks on recipes (person '' is the household: the CLI on its own store and the shared token,
        // whose favorites move here), kept by slug; a favorite's order is the order it was marked. Each cooked day
        // once per person and recipe, so a retried log is no second entry.
        migrator.registerMigration("v9-personal-marks") { db in
            try db.execute(sql: """
                CREATE TABLE recipe_mark (
                    person TEXT NOT NULL, slug TEXT NOT NULL, favorite_order INTEGER, rating INTEGER, note TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (person, slug)) WITHOUT ROWID;
                CREATE TABLE cooked (person TEXT NOT NULL, slug TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (person, slug, day)) WITHOUT ROWID;
                CREATE INDEX cooked_by_slug ON cooked(slug);
                CREATE INDEX recipe_mark_by_slug ON recipe_mark(slug);
                INSERT INTO recipe_mark (person, slug, favorite_order)
                    SELECT '', slug, row_number() OVER (ORDER BY added_at, rowid) FROM favorite;
                DROP TABLE favorite;
                """)
        }
        // Pictures uploaded for recipes, the bytes as sent; one per recipe, renamed and removed with it.
        migrator.registerMigration("v10-pictures") { db in
            try db.execute(sql: """
                CREATE TABLE recipe_picture (
                    slug TEXT PRIMARY KEY REFERENCES recipe(slug) ON DELETE CASCADE ON UPDATE CASCADE,
                    content_type TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, digest TEXT NOT NULL, bytes BLOB NOT NULL);
                """)
        }
        // Who added a pantry food (a user's name as it was then; nil for the CLI, the shared token and the start).
        migrator.registerMigration("v11-pantry-authors") { db in
            try db.execute(sql: "ALTER TABLE pantry ADD COLUMN added_by TEXT")
        }
        // Search text, folded names and pantry keys written before folding dropped invisible marks, folded again where
        // they hold one: a page's "Weizen\u{AD}mehl" is found by "weizenmehl" as the predicates find it. Only such
        // rows are decoded; the rest are read once.
        migrator.registerMigration("v12-fold-without-invisible-marks") { db in
            var stale: [Int64] = []
            let texts = try Row.fetchCursor(db, sql: "SELECT rowid, text FROM recipe_text")
            while let row = try texts.next() {
                if (row["text"] as String).hasInvisibleMarks { stale.append(row["rowid"]) }
            }
            let update = try db.makeStatement(sql: "UPDATE recipe_text SET text = ? WHERE rowid = ?")
            for id in stale {
                guard let body = try String.fetchOne(db, sql: "SELECT body FROM recipe WHERE id = ?", arguments: [id]) else { continue }
                try update.execute(arguments: [try CatalogDecoder().decodeRecipe(Data(body.utf8)).searchText, id])
            }
            let names = try Row.fetchAll(db, sql: "SELECT id, name FROM ingredient_name").filter { ($0["name"] as String).hasInvisibleMarks }
            let refold = try db.makeStatement(sql: "UPDATE ingredient_name SET folded = ? WHERE id = ?")
            for row in names { try refold.execute(arguments: [TextPattern.folding(row["name"]), row["id"] as Int64]) }
            // A pantry food's key dropped its marks too: the row takes its new key, or goes where that key is kept.
            for row in try Row.fetchAll(db, sql: "SELECT key, name FROM pantry") where (row["key"] as String).hasInvisibleMarks {
                let old: String = row["key"]
                try db.execute(sql: "UPDATE OR IGNORE pantry SET key = ? WHERE key = ?", arguments: [IngredientLine.key(for: row["name"]), old])
                try db.execute(sql: "DELETE FROM pantry WHERE key = ?", arguments: [old])
            }
        }
        // Failed sign-ins and wrong tokens by time: each one recorded first forgets the day-old ones, which without
        // an index read every row (wrong tokens come cheaper than sign-ins, which wait on bcrypt).
        migrator.registerMigration("v13-sign-in-failures-by-time") { db in
            try db.execute(sql: "CREATE INDEX IF NOT EXISTS sign_in_failure_by_last ON sign_in_failure(last)")
        }
        // The store's identity, so that a validator (the catalog's ETag) of one store never matches another's at the
        // same revision: a store made again at the same path starts its revisions over.
        migrator.registerMigration("v14-store-identity") { db in
            try db.execute(sql: "ALTER TABLE store_state ADD COLUMN identity TEXT NOT NULL DEFAULT ''")
            try db.execute(sql: "UPDATE store_state SET identity = ?", arguments: [StoreIdentity.make()])
        }
        return migrator
    }
}
