import ArgumentParser
import RecipesKit
import RecipesStore

/// Which store: `--database` (a SQLite file or a `postgres://` URL) and how PostgreSQL is reached.
package struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: databaseHelp)
    package var database: String?

    @Option(name: .long, parsing: .unconditional, help: connectionsHelp)
    var databaseConnections: Int?

    @Option(name: .long, parsing: .unconditional, help: timeoutHelp)
    var databaseTimeout: Double?

    // Shared with `SourceOptions`, which declares the same options beside its own rather than nesting this group:
    // ArgumentParser checks nested groups again at each level, which makes a debug build's completion scripts slow.
    static let databaseHelp = ArgumentHelp(
        "The store: your recipes and favorites. (default: $RECIPES_DATABASE, else $XDG_DATA_HOME/recipes/catalog.sqlite)",
        valueName: "path")
    static let connectionsHelp = ArgumentHelp(
        "PostgreSQL stores: the most connections opened at once. (default: \(PostgresStoreOptions.defaultConnections))",
        valueName: "n")
    static let timeoutHelp = ArgumentHelp(
        "PostgreSQL stores: seconds a call waits for an answer before it fails. (default: \(PostgresStoreOptions.defaultDeadline.components.seconds))",
        valueName: "seconds")

    /// The defaults, as ArgumentParser makes them before parsing.
    package init() {}

    package func validate() throws {
        _ = try postgresOptions()
        if let database, database.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--database needs a path") }
    }

    /// The pool size and deadline from `--database-connections` and `--database-timeout`.
    func postgresOptions() throws -> PostgresStoreOptions {
        var options = PostgresStoreOptions.standard
        if let databaseConnections {
            guard (1...1000).contains(databaseConnections) else {
                throw ValidationError("--database-connections must be 1 to 1000, got \(databaseConnections)")
            }
            options.connections = databaseConnections
        }
        if let databaseTimeout {
            guard databaseTimeout.isFinite, databaseTimeout > 0, databaseTimeout <= 3600 else {
                throw ValidationError("--database-timeout must be above 0 and at most 3600 seconds, got \(databaseTimeout)")
            }
            options.deadline = .milliseconds(Int(databaseTimeout * 1000))
        }
        return options
    }

    /// The store: `--database` (a SQLite file's path, or a `postgres://` URL), else `RECIPES_DATABASE`, else the
    /// SQLite file in the XDG data folder.
    func databasePath(environment: [String: String]) -> String {
        database ?? SQLiteCatalogStore.defaultPath(environment: environment)
    }

    /// Where the store is; the default location's folder is made on first use. A SQLite store is opened as
    /// `opening` says.
    func storeAddress(environment: [String: String], opening: SQLiteCatalogStore.Opening = .readerFirst) throws -> StoreAddress {
        let path = databasePath(environment: environment)
        if PostgresStoreOptions.isPostgresAddress(path) { return .postgres(url: path, options: try postgresOptions()) }
        let isDefault = database == nil && (environment["RECIPES_DATABASE"] ?? "").isEmpty
        return .sqlite(path: path, createDirectory: isDefault, opening: opening)
    }
}
