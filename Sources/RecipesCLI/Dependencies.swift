import Foundation
import Logging
import RecipesCodecs
import RecipesKit
import RecipesSources
import RecipesStore
import RecipesTerminal

/// What commands take from the world outside: the console, the environment, the network edge (HTTP, PostgreSQL,
/// the server), the disk cache's folder and the way stores are opened. The root command (`RecipesCommand.runMain`)
/// builds it once and hands it to the subcommand that runs; it is the CLI's one composition root.
package struct Dependencies: Sendable {
    /// Where results and messages go.
    package var console: any ConsoleProtocol
    /// The process's environment (`RECIPES_*`, `XDG_*`, `PG*`, `EDITOR`).
    package var environment: [String: String]
    /// HTTP, PostgreSQL, the server and credentials: `recipes-net`'s, or the hand-off to it in `recipes`.
    package var network: any NetworkEdge
    /// Opens the store at an address, logging to the logger given (a quiet one when nil); its background work is
    /// the caller's to run.
    var openStore: @Sendable (StoreAddress, Logger?) async throws(CatalogStoreError) -> OpenedStore

    /// The live parts: standard output and error, this process's environment, SQLite stores, and `network` for
    /// the rest.
    static func live(network: any NetworkEdge) -> Dependencies {
        let environment = ProcessInfo.processInfo.environment
        return Dependencies(
            console: StandardConsole(), environment: environment, network: network,
            openStore: { address, logger throws(CatalogStoreError) in
                switch address {
                case .sqlite(let path, let createDirectory, let opening):
                    let store = try SQLiteCatalogStore(path: path, createDirectory: createDirectory, opening: opening)
                    return OpenedStore(store: store, mealPlan: store, accounts: store, sessions: store, personal: store, pictures: store)
                case .postgres(let url, let options):
                    return try await network.openPostgres(url: url, options: options, environment: environment, logger: logger)
                }
            })
    }

    /// Where copies of catalog services' answers are kept; worked out only for a command that reads a service.
    package var cacheDirectory: URL {
        DiskCacheFacade.defaultDirectory(environment: environment)
    }

    /// Ends what the command used: the network edge's (in `recipes-net`, the HTTP client's connections).
    func shutdown() async {
        await network.shutdown()
    }

    /// A session through the network edge, holding each request to `limits`.
    package func session(limits: InputLimits) -> any SessionProtocol {
        network.session(limits: limits)
    }

    /// The facade for `source`; only a service gets the disk cache and the progress observer.
    package func facade(for source: CatalogSource, limits: InputLimits, offline: Bool, console: (any ConsoleProtocol)? = nil) -> any FacadeProtocol {
        guard case .service = source else { return source.facade(limits: limits) }
        return source.facade(
            session: session(limits: limits), cache: DiskCacheFacade(directory: cacheDirectory),
            mode: offline ? .offline : .online, observer: TerminalServiceObserver(console: console ?? self.console), limits: limits)
    }

    /// What the modules are built from over `access`: its facade, writer and store, and for import the page reader.
    func modules(_ access: CatalogAccess, clock: any CookClock = SystemCookClock()) -> ModuleDependencies {
        ModuleDependencies(
            facade: access.facade, writer: access.writer, favorites: access.store, documents: RecipePageDecoder(), clock: clock)
    }
}

/// Where a store is, as the options name it.
enum StoreAddress: Sendable {
    /// A SQLite file; `createDirectory` makes a missing folder (for the default location); `opening` says whether
    /// its pool is opened at once (to serve) or at the first write (a command).
    case sqlite(path: String, createDirectory: Bool, opening: SQLiteCatalogStore.Opening)
    /// A PostgreSQL URL, and how its pool is used.
    case postgres(url: String, options: PostgresStoreOptions)
}
