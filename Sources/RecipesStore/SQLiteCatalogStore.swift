import Foundation
import GRDB
import RecipesCodecs
import RecipesKit

/// The catalog store on SQLite (WAL mode, versioned schema): recipes, an ingredient-name index and favorites.
public final class SQLiteCatalogStore: CatalogStoreProtocol {
    public let location: String
    /// Why writes are refused (the file or its folder is not writable), or nil when the store takes writes.
    public let readOnlyReason: String?
    private let connections: SQLiteConnections

    /// How a store's connections are opened.
    public enum Opening: Sendable {
        /// A pool of concurrent readers and one writer from the start: for a process serving many requests.
        case pool
        /// One read-only connection, and the pool only once something is written: for a command. A pool's writer
        /// sets up WAL mode, and GRDB then writes a transaction whenever the WAL file is missing (SQLite deletes it
        /// as the last connection closes), so a command that only reads would write and sync the file every run.
        case readerFirst
    }

    /// Opens the store at `path`, creating and seeding it from the embedded catalog on first use.
    /// `createDirectory` makes a missing parent folder (for the default location); otherwise one is an error.
    public init(path: String, createDirectory: Bool = false, opening: Opening = .pool) throws(CatalogStoreError) {
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
            let migrator = CatalogSchema.migrator
            let connections: SQLiteConnections
            if writable, exists, opening == .readerFirst, let reader = try Self.openReader(path, configuration) {
                connections = SQLiteConnections(reader: reader) { [configuration] in try DatabasePool(path: path, configuration: configuration) }
            } else {
                connections = SQLiteConnections(writer: writable ? try DatabasePool(path: path, configuration: configuration) : try Self.openReadOnly(path, configuration))
            }
            let (superseded, complete) = try connections.reader.read { db in (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db)) }
            if superseded {
                throw CatalogStoreError(.unavailable, "\(path): written by a newer version of recipes; upgrade to use it")
            }
            if !complete, let readOnlyReason {
                throw CatalogStoreError(.unavailable, "\(readOnlyReason), and it needs an upgrade: open it once with write permission")
            }
            // Migrating takes the write lock; a store already up to date is only read, so readers never wait on writers.
            if !complete { try Self.migrate(connections, with: migrator) }
            self.connections = connections
        } catch let error as CatalogStoreError {
            throw error
        } catch {
            throw Self.describe(error, at: path)
        }
    }

    /// Runs the migrations not yet applied. Another process opening the same new or outdated store may apply them
    /// meanwhile: the migrator reads what is applied before it takes the write lock, so a migration the other one
    /// has just committed fails here (its tables exist); read again, and go on from there.
    private static func migrate(_ connections: SQLiteConnections, with migrator: DatabaseMigrator) throws {
        var attempts = 0
        while true {
            do {
                return try migrator.migrate(try connections.writer())
            } catch {
                attempts += 1
                let complete = try connections.writer().read { db in try migrator.hasCompletedMigrations(db) }
                if complete { return }
                if attempts >= 3 { throw error }
            }
        }
    }

    /// `$RECIPES_DATABASE`, else `$XDG_DATA_HOME/recipes/catalog.sqlite`, else `~/.local/share/recipes/catalog.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["RECIPES_DATABASE"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/recipes/catalog.sqlite"
    }

    /// The recipes' names in catalog order, read from an existing store file opened read-only; nil when there is
    /// none or it cannot be read. For shell completion, which must neither wait long nor create anything.
    public static func names(at path: String) -> [String]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(1)
        guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else { return nil }
        return try? queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM recipe ORDER BY id") }
    }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe] {
        let (catalog, keys) = try await reading { db in try Self.read(db, narrowing: narrowing) }
        // The rows are already narrowed by the indexes; the decoder only builds what the filter will read.
        return try CatalogDecoder.storedRecipes(
            fromRows: catalog, keys: keys, reads: narrowing.readsAhead(decided: false), compactsBytes: narrowing.compactsBytes,
            location: location)
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        if policy == .refuse { try RecipeValidator.check(recipes) }
        return try await writing { db in try Self.add(recipes, onConflict: policy, into: db) }
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try RecipeValidator.check([recipe])
        return try await writing { db in
            let id = try Self.existing(slug: slug, in: db, expecting: expected)
            let newSlug = recipe.baseSlug
            if newSlug != slug, let stored = try String.fetchOne(db, sql: "SELECT name FROM recipe WHERE slug = ?", arguments: [newSlug]) {
                throw CatalogStoreError.duplicate(recipe, storedName: stored)
            }
            let revision = try Self.nextRevision(db)
            try db.execute(
                sql: "UPDATE recipe SET slug = ?, name = ?, revision = ?, body = ? WHERE id = ?",
                arguments: [newSlug, recipe.displayName, revision, Self.body(recipe), id])
            try db.execute(sql: "DELETE FROM recipe_ingredient WHERE recipe_id = ?", arguments: [id])
            try Self.index(recipe, id: id, in: db)
            // The plan follows a renamed recipe, in the same transaction.
            try db.execute(sql: "UPDATE plan_entry SET slug = ?, recipe_name = ? WHERE slug = ?", arguments: [newSlug, recipe.displayName, slug])
            try Self.moveMarks(from: slug, to: newSlug, in: db)
            return StoredRecipe(recipe: recipe, slug: newSlug, revision: revision)
        }
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await writing { db in
            let id = try Self.existing(slug: slug, in: db, expecting: expected)
            guard let row = try Row.fetchOne(db, sql: "SELECT revision, body FROM recipe WHERE id = ?", arguments: [id]) else {
                throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
            }
            let body: String = row["body"]
            let recipe = try CatalogDecoder().decodeRecipe(Data(body.utf8))
            try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM recipe_text WHERE rowid = ?", arguments: [id])
            _ = try Self.nextRevision(db)
            return StoredRecipe(recipe: recipe, slug: slug, revision: row["revision"])
        }
    }

    public func favorites() async throws(CatalogStoreError) -> [String] {
        try await reading { db in
            try String.fetchAll(db, sql: "SELECT slug FROM recipe_mark WHERE person = '' AND favorite_order IS NOT NULL ORDER BY favorite_order")
        }
    }

    public func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        try await writing { db in try !Self.apply([.favorite(true)], to: slug, for: .household, in: db).before.isFavorite }
    }

    public func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        try await writing { db in try Self.apply([.favorite(false)], to: slug, for: .household, in: db).before.isFavorite }
    }

    public func names() async throws(CatalogStoreError) -> [String] {
        try await reading { db in try String.fetchAll(db, sql: "SELECT name FROM recipe ORDER BY id") }
    }

    public func revision() async throws(CatalogStoreError) -> Int {
        try await reading { db in try Int.fetchOne(db, sql: "SELECT revision FROM store_state") ?? 0 }
    }

    public func identity() async throws(CatalogStoreError) -> String {
        try await reading { db in try String.fetchOne(db, sql: "SELECT identity FROM store_state") ?? "" }
    }

    /// Runs `PRAGMA integrity_check`; "ok" when the file is sound.
    public func integrityCheck() async throws(CatalogStoreError) -> String {
        try await reading { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") }
    }

    /// A read on one of the pool's reader connections (concurrent with the writer, in WAL mode), or the first
    /// reader until something is written, its errors as one-line store errors.
    func reading<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(CatalogStoreError) -> T {
        do {
            return try await connections.reader.read(body)
        } catch {
            throw describe(error)
        }
    }

    /// A write in one transaction on the pool's writer connection, its errors as one-line store errors.
    func writing<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(CatalogStoreError) -> T {
        do {
            return try await connections.writer().write(body)
        } catch {
            throw describe(error)
        }
    }

    /// A store error for `error`: as thrown when it is one, a refusal when the store is read-only, else SQLite's
    /// reason in one line.
    private func describe(_ error: any Error) -> CatalogStoreError {
        if let error = error as? CatalogStoreError { return error }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_READONLY, let readOnlyReason {
            return CatalogStoreError(.forbidden, readOnlyReason)
        }
        return Self.describe(error, at: location)
    }

    /// A read-only connection to a store this process may write later, or nil when one cannot be opened read-only
    /// (the pool is opened instead, as for a first write); other errors, such as a file that is no database, are
    /// thrown as opening the pool would throw them.
    private static func openReader(_ path: String, _ base: GRDB.Configuration) throws -> DatabaseQueue? {
        do {
            return try readOnlyQueue(path, base)
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM].contains(error.resultCode) {
            return nil
        }
    }

    /// A read-only connection; a WAL store in a folder it cannot write its shared-memory file to is opened
    /// as immutable (no other process can be writing to it there either).
    private static func openReadOnly(_ path: String, _ base: GRDB.Configuration) throws -> DatabaseQueue {
        do {
            return try readOnlyQueue(path, base)
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) {
            var configuration = base
            configuration.readonly = true
            let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "?immutable=1"
            return try DatabaseQueue(path: uri, configuration: configuration)
        }
    }

    /// A read-only connection to `path`, read once so that a file SQLite cannot open or read fails here.
    private static func readOnlyQueue(_ path: String, _ base: GRDB.Configuration) throws -> DatabaseQueue {
        var configuration = base
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        return queue
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
