import Foundation
import GRDB
import RecipesCodecs
import RecipesKit

extension SQLiteCatalogStore {
    // MARK: - Inside transactions

    /// Inserts `recipes` at the end of the catalog under one new revision; a taken slug aborts the transaction.
    @discardableResult
    static func insert(_ recipes: [Recipe], into db: Database, withText: Bool = true) throws -> [StoredRecipe] {
        let revision = try nextRevision(db)
        let lookup = try db.cachedStatement(sql: "SELECT 1 FROM recipe WHERE slug = ?")
        let insert = try db.cachedStatement(sql: "INSERT INTO recipe (slug, name, revision, body) VALUES (?, ?, ?, ?)")
        var added: [StoredRecipe] = []
        added.reserveCapacity(recipes.count)
        for recipe in recipes {
            let slug = recipe.baseSlug
            if try Bool.fetchOne(lookup, arguments: [slug]) != nil { throw CatalogStoreError.duplicate(recipe) }
            try insert.execute(arguments: [slug, recipe.displayName, revision, body(recipe)])
            try index(recipe, id: db.lastInsertedRowID, in: db, withText: withText)
            added.append(StoredRecipe(recipe: recipe, slug: slug, revision: revision))
        }
        return added
    }

    /// Records which ingredient names `recipe` uses, for narrowing by ingredient, and its text, for searches
    /// (`withText` false only while seeding, before the text index exists; its migration fills it).
    static func index(_ recipe: Recipe, id: Int64, in db: Database, withText: Bool = true) throws {
        if withText {
            try db.cachedStatement(sql: "DELETE FROM recipe_text WHERE rowid = ?").execute(arguments: [id])
            try db.cachedStatement(sql: "INSERT INTO recipe_text (rowid, text) VALUES (?, ?)").execute(arguments: [id, recipe.searchText])
        }
        let addName = try db.cachedStatement(sql: "INSERT OR IGNORE INTO ingredient_name (name) VALUES (?)")
        let nameID = try db.cachedStatement(sql: "SELECT id FROM ingredient_name WHERE name = ?")
        let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO recipe_ingredient (name_id, recipe_id) VALUES (?, ?)")
        for name in Set(recipe.ingredients.map(\.name)) {
            try addName.execute(arguments: [name])
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

    /// The candidates' wire-format bodies as one catalog array, with their slugs and revisions in the same order.
    static func read(_ db: Database, narrowing: CatalogNarrowing) throws -> (Data, [(slug: String, revision: Int)]) {
        var catalog = Data("[".utf8)
        var keys: [(slug: String, revision: Int)] = []
        func append(_ row: Row) throws {
            let appended = try row.withUnsafeData(atIndex: 2) { body -> Bool in
                guard let body, body.withUnsafeBytes({ narrowing.mayMatch($0.bindMemory(to: UInt8.self)) }) else { return false }
                if !keys.isEmpty { catalog.append(UInt8(ascii: ",")) }
                catalog.append(body)
                return true
            }
            if appended { keys.append((row[0], row[1])) }
        }
        if let ids = try candidateIDs(db, narrowing: narrowing) {
            let statement = try db.cachedStatement(sql: "SELECT slug, revision, body FROM recipe WHERE id = ?")
            for id in ids.sorted() {
                if let row = try Row.fetchOne(statement, arguments: [id]) { try append(row) }
            }
        } else {
            let rows = try Row.fetchCursor(db, sql: "SELECT slug, revision, body FROM recipe ORDER BY id")
            while let row = try rows.next() { try append(row) }
        }
        catalog.append(UInt8(ascii: "]"))
        return (catalog, keys)
    }

    /// Recipe ids that can match the narrowing's ingredient groups, found through the ingredient-name index;
    /// nil when it has none. Names are matched by the same `TextPattern` the ingredient filter uses.
    static func candidateIDs(_ db: Database, narrowing: CatalogNarrowing) throws -> Set<Int64>? {
        var candidates = try textCandidateIDs(db, narrowing: narrowing)
        guard !narrowing.ingredientGroups.isEmpty else { return candidates }
        let names = try Row.fetchAll(db, sql: "SELECT id, name FROM ingredient_name").map { (id: $0[0] as Int64, name: $0[1] as String) }
        let recipesUsing = try db.cachedStatement(sql: "SELECT recipe_id FROM recipe_ingredient WHERE name_id = ?")
        for group in narrowing.ingredientGroups {
            let patterns = group.map(TextPattern.init)
            var ids = Set<Int64>()
            for entry in names where patterns.contains(where: { $0.isFound(in: entry.name) }) {
                ids.formUnion(try Int64.fetchAll(recipesUsing, arguments: [entry.id]))
            }
            candidates = candidates.map { $0.intersection(ids) } ?? ids
        }
        return candidates
    }

    /// Recipe ids whose folded text holds every mention of three characters or more (the trigram index finds
    /// those; shorter ones it cannot, and they narrow nothing); nil when there are none.
    static func textCandidateIDs(_ db: Database, narrowing: CatalogNarrowing) throws -> Set<Int64>? {
        let terms = narrowing.foldedMentions.filter { $0.count >= 3 }
        guard !terms.isEmpty else { return nil }
        let query = terms.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: " AND ")
        return Set(try Int64.fetchAll(db, sql: "SELECT rowid FROM recipe_text WHERE recipe_text MATCH ?", arguments: [query]))
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
        let revision = try nextRevision(db)
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
