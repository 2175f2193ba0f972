import Foundation
import GRDB
import RecipesCodecs
import RecipesKit

extension SQLiteCatalogStore {
    // MARK: - Inside transactions

    /// Inserts `recipes` at the end of the catalog under one new revision; a taken slug aborts the transaction.
    /// `seeding` is for the first migration only, before the later ones add the text index and folded names
    /// (they fill both in).
    @discardableResult
    static func insert(_ recipes: [Recipe], into db: Database, seeding: Bool = false) throws -> [StoredRecipe] {
        let revision = try nextRevision(db)
        let lookup = try db.cachedStatement(sql: "SELECT name FROM recipe WHERE slug = ?")
        let insert = try db.cachedStatement(sql: "INSERT INTO recipe (slug, name, revision, body) VALUES (?, ?, ?, ?)")
        var added: [StoredRecipe] = []
        added.reserveCapacity(recipes.count)
        for recipe in recipes {
            let slug = recipe.baseSlug
            if let stored = try String.fetchOne(lookup, arguments: [slug]) { throw CatalogStoreError.duplicate(recipe, storedName: stored) }
            try insert.execute(arguments: [slug, recipe.displayName, revision, body(recipe)])
            try index(recipe, id: db.lastInsertedRowID, in: db, seeding: seeding)
            added.append(StoredRecipe(recipe: recipe, slug: slug, revision: revision))
        }
        return added
    }

    /// Records which ingredient names `recipe` uses (each with its folded form), for narrowing by ingredient, and
    /// its text, for searches (`seeding`: neither the text index nor the folded names exist yet).
    static func index(_ recipe: Recipe, id: Int64, in db: Database, seeding: Bool = false) throws {
        if !seeding {
            try db.cachedStatement(sql: "DELETE FROM recipe_text WHERE rowid = ?").execute(arguments: [id])
            try db.cachedStatement(sql: "INSERT INTO recipe_text (rowid, text) VALUES (?, ?)").execute(arguments: [id, recipe.searchText])
        }
        let addName = try db.cachedStatement(
            sql: seeding ? "INSERT OR IGNORE INTO ingredient_name (name) VALUES (?)" : "INSERT OR IGNORE INTO ingredient_name (name, folded) VALUES (?, ?)")
        let nameID = try db.cachedStatement(sql: "SELECT id FROM ingredient_name WHERE name = ?")
        let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO recipe_ingredient (name_id, recipe_id) VALUES (?, ?)")
        for name in Set(recipe.ingredients.map(\.name)) {
            try addName.execute(arguments: seeding ? [name] : [name, TextPattern.folding(name)])
            guard let nameID = try Int64.fetchOne(nameID, arguments: [name]) else { continue }
            try link.execute(arguments: [nameID, id])
        }
    }

    static func nextRevision(_ db: Database) throws -> Int {
        try db.execute(sql: "UPDATE store_state SET revision = revision + 1")
        return try Int.fetchOne(db, sql: "SELECT revision FROM store_state") ?? 0
    }

    static func existing(slug: String, in db: Database, expecting expected: Set<Int>?) throws -> Int64 {
        guard let row = try Row.fetchOne(db, sql: "SELECT id, revision FROM recipe WHERE slug = ?", arguments: [slug]) else {
            throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
        }
        let revision: Int = row["revision"]
        if let expected, !expected.contains(revision) {
            throw CatalogStoreError(.conflict, "recipe '\(slug)' changed since it was read (now at revision \(revision))")
        }
        return row["id"]
    }

    /// The candidates' wire-format bodies as one catalog array, with their slugs and revisions in the same order,
    /// read in one statement: each ingredient group becomes a condition on the ingredient-name index (folded
    /// names containing one of the group's folded texts), each mention one on the folded text (the trigram index
    /// for three characters or more). The filter's predicates still decide; this only leaves out what they cannot
    /// match.
    static func read(_ db: Database, narrowing: CatalogNarrowing) throws -> (Data, [(slug: String, revision: Int)]) {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        for group in narrowing.foldedIngredientGroups {
            // The names first (a few thousand), then their recipes through the (name_id, recipe_id) key: joined
            // the other way round, SQLite scanned every link and was four times slower.
            conditions.append("""
                id IN (SELECT recipe_id FROM recipe_ingredient WHERE name_id IN (SELECT id FROM ingredient_name WHERE \
                \(group.map { _ in "instr(folded, ?) > 0" }.joined(separator: " OR "))))
                """)
            arguments += group.map { $0 }
        }
        let mentions = narrowing.foldedMentions
        let indexed = mentions.filter { $0.count >= 3 }
        if !indexed.isEmpty {
            conditions.append("id IN (SELECT rowid FROM recipe_text WHERE recipe_text MATCH ?)")
            arguments.append(indexed.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: " AND "))
        }
        for short in mentions where short.count < 3 {
            conditions.append("id IN (SELECT rowid FROM recipe_text WHERE instr(text, ?) > 0)")
            arguments.append(short)
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let rows = try Row.fetchCursor(
            db, sql: "SELECT slug, revision, body FROM recipe\(filter) ORDER BY id", arguments: StatementArguments(arguments))
        // What the indexes answered is not checked again on the bytes; an aisle or a name still is.
        let remaining = narrowing.remainingAfterIndexes
        var catalog = Data("[".utf8)
        var keys: [(slug: String, revision: Int)] = []
        while let row = try rows.next() {
            let appended = try row.withUnsafeData(atIndex: 2) { body -> Bool in
                guard let body, remaining.isEmpty || body.withUnsafeBytes({ remaining.mayMatch($0.bindMemory(to: UInt8.self)) }) else {
                    return false
                }
                if !keys.isEmpty { catalog.append(UInt8(ascii: ",")) }
                catalog.append(body)
                return true
            }
            if appended { keys.append((row[0], row[1])) }
        }
        catalog.append(UInt8(ascii: "]"))
        return (catalog, keys)
    }

    static func body(_ recipe: Recipe) -> String {
        String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self)
    }

    /// Adds `recipes` under `policy` inside the caller's transaction: the plan is made against the slugs the
    /// store holds now, checked, then carried out under one new revision.
    static func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy, into db: Database) throws -> [AddResult] {
        if policy == .refuse { return try insert(recipes, into: db).map { AddResult(change: .added, stored: $0) } }
        let lookup = try db.cachedStatement(sql: "SELECT 1 FROM recipe WHERE slug = ?")
        let steps = try AddStep.plan(recipes, policy: policy) { try Bool.fetchOne(lookup, arguments: [$0]) != nil }
        try RecipeValidator.check(steps.filter { $0.action != .skip }.map(\.recipe))
        // An add that skips every recipe writes nothing, and the revision (the ETags, the replicas' reload) stays.
        let revision = steps.allSatisfy { $0.action == .skip } ? 0 : try nextRevision(db)
        let insert = try db.cachedStatement(sql: "INSERT INTO recipe (slug, name, revision, body) VALUES (?, ?, ?, ?)")
        var results: [AddResult] = []
        for step in steps {
            let recipe = step.recipe
            let stored = StoredRecipe(recipe: recipe, slug: recipe.baseSlug, revision: revision)
            switch step.action {
            case .insert:
                try insert.execute(arguments: [stored.slug, recipe.displayName, revision, body(recipe)])
                try index(recipe, id: db.lastInsertedRowID, in: db)
                results.append(AddResult(change: .added, stored: stored))
            case .replace(let slug):
                let id = try existing(slug: slug, in: db, expecting: nil)
                try db.execute(
                    sql: "UPDATE recipe SET name = ?, revision = ?, body = ? WHERE id = ?",
                    arguments: [recipe.displayName, revision, body(recipe), id])
                try db.execute(sql: "DELETE FROM recipe_ingredient WHERE recipe_id = ?", arguments: [id])
                try index(recipe, id: id, in: db)
                results.append(AddResult(change: .replaced, stored: stored))
            case .skip:
                results.append(AddResult(change: .skipped, stored: StoredRecipe(recipe: recipe, slug: stored.slug, revision: 0)))
            }
        }
        return results
    }
}
