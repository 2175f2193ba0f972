import Foundation
import GRDB
import RecipesKit

/// The catalog store on SQLite (WAL mode, versioned schema): recipes, an ingredient-name index and favorites.
public final class SQLiteCatalogStore: CatalogStoreProtocol {
    public let location: String
    /// Why writes are refused (the file or its folder is not writable), or nil when the store takes writes.
    public let readOnlyReason: String?
    private let pool: any DatabaseWriter

    /// Opens the store at `path`, creating and seeding it from the embedded catalog on first use.
    /// `createDirectory` makes a missing parent folder (for the default location); otherwise one is an error.
    public init(path: String, createDirectory: Bool = false) throws(CatalogStoreError) {
        location = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CatalogStoreError(.unavailable, "\(path): is a directory, not a database file")
        }
        if !FileManager.default.fileExists(atPath: folder) {
            guard createDirectory else { throw CatalogStoreError(.unavailable, "\(path): no such directory '\(folder)'") }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CatalogStoreError(.unavailable, "\(path): cannot create the folder '\(folder)'")
            }
        }
        var configuration = Configuration()
        // Other processes (a second CLI, the service) may be writing: wait for them rather than fail.
        configuration.busyMode = .timeout(15)
        configuration.label = "recipes"
        // A store that exists but cannot be written (its file or folder) is still read: only writes are refused.
        let exists = FileManager.default.fileExists(atPath: path)
        let writable = !exists || (Foundation.access(path, W_OK) == 0 && Foundation.access(folder, W_OK) == 0)
        readOnlyReason = writable ? nil : "\(path): the store is read-only (no write permission on the file or its folder); reading works, writes do not"
        do {
            pool = writable ? try DatabasePool(path: path, configuration: configuration) : try Self.openReadOnly(path, configuration)
            let migrator = CatalogSchema.migrator
            let (superseded, complete) = try pool.read { db in (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db)) }
            if superseded {
                throw CatalogStoreError(.unavailable, "\(path): written by a newer version of recipes; upgrade to use it")
            }
            if !complete, let readOnlyReason {
                throw CatalogStoreError(.unavailable, "\(readOnlyReason), and it needs an upgrade: open it once with write permission")
            }
            // Migrating takes the write lock; a store already up to date is only read, so readers never wait on writers.
            if !complete { try migrator.migrate(pool) }
        } catch let error as CatalogStoreError {
            throw error
        } catch {
            throw Self.describe(error, at: path)
        }
    }

    /// `$RECIPES_DATABASE`, else `$XDG_DATA_HOME/recipes/catalog.sqlite`, else `~/.local/share/recipes/catalog.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["RECIPES_DATABASE"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/recipes/catalog.sqlite"
    }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) throws(CatalogStoreError) -> [StoredRecipe] {
        let (catalog, keys) = try access { try pool.read { db in try Self.read(db, narrowing: narrowing) } }
        let recipes: [Recipe]
        do {
            recipes = try CatalogDecoder().decode(catalog)
        } catch {
            throw CatalogStoreError(.unavailable, "\(location): a stored recipe is damaged (\(error))")
        }
        return zip(recipes, keys).map { StoredRecipe(recipe: $0, slug: $1.slug, revision: $1.revision) }
    }

    public func add(_ recipes: [Recipe]) throws(CatalogStoreError) -> [StoredRecipe] {
        try RecipeValidator.check(recipes)
        return try access { try pool.write { db in try Self.insert(recipes, into: db) } }
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) throws(CatalogStoreError) -> StoredRecipe {
        try RecipeValidator.check([recipe])
        return try access {
            try pool.write { db in
                let id = try Self.existing(slug: slug, in: db, expecting: expected)
                let newSlug = recipe.baseSlug
                if newSlug != slug, try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE slug = ?", arguments: [newSlug]) != nil {
                    throw InMemoryCatalogStore.duplicate(recipe)
                }
                let revision = try Self.nextRevision(db)
                try db.execute(
                    sql: "UPDATE recipe SET slug = ?, name = ?, revision = ?, body = ? WHERE id = ?",
                    arguments: [newSlug, recipe.displayName, revision, Self.body(recipe), id])
                try db.execute(sql: "DELETE FROM recipe_ingredient WHERE recipe_id = ?", arguments: [id])
                try Self.index(recipe, id: id, in: db)
                return StoredRecipe(recipe: recipe, slug: newSlug, revision: revision)
            }
        }
    }

    public func remove(slug: String, expecting expected: Set<Int>?) throws(CatalogStoreError) -> StoredRecipe {
        try access {
            try pool.write { db in
                let id = try Self.existing(slug: slug, in: db, expecting: expected)
                guard let row = try Row.fetchOne(db, sql: "SELECT revision, body FROM recipe WHERE id = ?", arguments: [id]) else {
                    throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
                }
                let body: String = row["body"]
                let recipe = try CatalogDecoder().decodeRecipe(Data(body.utf8))
                try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
                _ = try Self.nextRevision(db)
                return StoredRecipe(recipe: recipe, slug: slug, revision: row["revision"])
            }
        }
    }

    public func favorites() throws(CatalogStoreError) -> [String] {
        try access { try pool.read { db in try String.fetchAll(db, sql: "SELECT slug FROM favorite ORDER BY added_at, rowid") } }
    }

    public func addFavorite(slug: String) throws(CatalogStoreError) -> Bool {
        try access {
            try pool.write { db in
                try db.execute(
                    sql: "INSERT OR IGNORE INTO favorite (slug, added_at) VALUES (?, ?)",
                    arguments: [slug, Date().timeIntervalSince1970])
                return db.changesCount > 0
            }
        }
    }

    public func removeFavorite(slug: String) throws(CatalogStoreError) -> Bool {
        try access {
            try pool.write { db in
                try db.execute(sql: "DELETE FROM favorite WHERE slug = ?", arguments: [slug])
                return db.changesCount > 0
            }
        }
    }

    public func revision() throws(CatalogStoreError) -> Int {
        try access { try pool.read { db in try Int.fetchOne(db, sql: "SELECT revision FROM store_state") ?? 0 } }
    }

    /// Runs `PRAGMA integrity_check`; "ok" when the file is sound.
    public func integrityCheck() throws(CatalogStoreError) -> String {
        try access { try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") } }
    }

    // MARK: - Inside transactions

    /// Inserts `recipes` at the end of the catalog under one new revision; a taken slug aborts the transaction.
    @discardableResult
    static func insert(_ recipes: [Recipe], into db: Database) throws -> [StoredRecipe] {
        let revision = try nextRevision(db)
        let lookup = try db.cachedStatement(sql: "SELECT 1 FROM recipe WHERE slug = ?")
        let insert = try db.cachedStatement(sql: "INSERT INTO recipe (slug, name, revision, body) VALUES (?, ?, ?, ?)")
        var added: [StoredRecipe] = []
        added.reserveCapacity(recipes.count)
        for recipe in recipes {
            let slug = recipe.baseSlug
            if try Bool.fetchOne(lookup, arguments: [slug]) != nil { throw InMemoryCatalogStore.duplicate(recipe) }
            try insert.execute(arguments: [slug, recipe.displayName, revision, body(recipe)])
            try index(recipe, id: db.lastInsertedRowID, in: db)
            added.append(StoredRecipe(recipe: recipe, slug: slug, revision: revision))
        }
        return added
    }

    /// Records which ingredient names `recipe` uses, for narrowing by ingredient.
    private static func index(_ recipe: Recipe, id: Int64, in db: Database) throws {
        let addName = try db.cachedStatement(sql: "INSERT OR IGNORE INTO ingredient_name (name) VALUES (?)")
        let nameID = try db.cachedStatement(sql: "SELECT id FROM ingredient_name WHERE name = ?")
        let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO recipe_ingredient (name_id, recipe_id) VALUES (?, ?)")
        for name in Set(recipe.ingredients.map(\.name)) {
            try addName.execute(arguments: [name])
            guard let nameID = try Int64.fetchOne(nameID, arguments: [name]) else { continue }
            try link.execute(arguments: [nameID, id])
        }
    }

    private static func nextRevision(_ db: Database) throws -> Int {
        try db.execute(sql: "UPDATE store_state SET revision = revision + 1")
        return try Int.fetchOne(db, sql: "SELECT revision FROM store_state") ?? 0
    }

    private static func existing(slug: String, in db: Database, expecting expected: Set<Int>?) throws -> Int64 {
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
    private static func read(_ db: Database, narrowing: CatalogNarrowing) throws -> (Data, [(slug: String, revision: Int)]) {
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
    private static func candidateIDs(_ db: Database, narrowing: CatalogNarrowing) throws -> Set<Int64>? {
        guard !narrowing.ingredientGroups.isEmpty else { return nil }
        let names = try Row.fetchAll(db, sql: "SELECT id, name FROM ingredient_name").map { (id: $0[0] as Int64, name: $0[1] as String) }
        let recipesUsing = try db.cachedStatement(sql: "SELECT recipe_id FROM recipe_ingredient WHERE name_id = ?")
        var candidates: Set<Int64>?
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

    private static func body(_ recipe: Recipe) -> String {
        String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self)
    }


    /// Runs a database access, turning SQLite's errors into one-line store errors.
    private func access<T>(_ body: () throws -> T) throws(CatalogStoreError) -> T {
        do {
            return try body()
        } catch let error as CatalogStoreError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY && readOnlyReason != nil {
            throw CatalogStoreError(.forbidden, readOnlyReason ?? location)
        } catch {
            throw Self.describe(error, at: location)
        }
    }

    /// A read-only connection; a WAL store in a folder it cannot write its shared-memory file to is opened
    /// as immutable (no other process can be writing to it there either).
    private static func openReadOnly(_ path: String, _ base: GRDB.Configuration) throws -> DatabaseQueue {
        var configuration = base
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            return queue
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) {
            let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "?immutable=1"
            return try DatabaseQueue(path: uri, configuration: configuration)
        }
    }

    private static func describe(_ error: any Error, at path: String) -> CatalogStoreError {
        guard let error = error as? DatabaseError else { return CatalogStoreError(.unavailable, "\(path): \(error)") }
        let reason: String
        switch error.resultCode {
        case .SQLITE_NOTADB: reason = "not a recipes database (\(error.message ?? "file is not a database"))"
        case .SQLITE_CORRUPT: reason = "the database is damaged (\(error.message ?? "corrupt"))"
        case .SQLITE_BUSY, .SQLITE_LOCKED: reason = "the database stayed locked by another process; try again"
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: reason = "cannot open or write the database (\(error.message ?? "permission denied"))"
        case .SQLITE_FULL: reason = "the disk is full"
        default: reason = error.message ?? "\(error)"
        }
        return CatalogStoreError(.unavailable, "\(path): \(reason)")
    }
}
