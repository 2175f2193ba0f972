import ArgumentParser
import Foundation
import RecipesKit
import RecipesSources
import RecipesPostgres
import RecipesStore

/// Where the catalog comes from: `--source`, else `RECIPES_SOURCE`, else the local store.
struct SourceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Catalog to read instead of the store: a JSON file, - for standard input, or a catalog service's base URL. (default: $RECIPES_SOURCE)",
            valueName: "path|url|-"))
    var source: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The store: your recipes and favorites. (default: $RECIPES_DATABASE, else $XDG_DATA_HOME/recipes/catalog.sqlite)",
            valueName: "path"))
    var database: String?

    @Flag(name: .long, help: "Answer from the cached copy of a service's catalog, without using the network.")
    var offline = false

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The longest a request to a catalog service may take, in seconds.", valueName: "seconds"))
    var timeout: Double = InputLimits.standard.timeout

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The most bytes read from standard input, a pipe or a service's answer (after decompression); K, M or G suffixes. (default: 256M)",
            valueName: "size"))
    var maxSize: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The largest catalog file read from disk (mapped, not copied). (default: 4G)", valueName: "size"))
    var maxFileSize: String?

    /// The environment, injectable for tests.
    var environment: [String: String] { ProcessInfo.processInfo.environment }

    func validate() throws {
        _ = try catalogSource()
        _ = try limits()
        if let database, database.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--database needs a path") }
    }

    /// The size and time limits from `--max-size`, `--max-file-size` and `--timeout`.
    func limits() throws -> InputLimits {
        var limits = InputLimits.standard
        guard timeout > 0 && timeout <= 86_400 else { throw ValidationError("--timeout must be above 0 and at most 86400 seconds, got \(timeout)") }
        limits.timeout = timeout
        if let maxSize {
            guard let bytes = InputLimits.parseSize(maxSize) else {
                throw ValidationError("--max-size must be a size such as 64M, 1G or 1048576, got '\(maxSize)'")
            }
            limits.maximumBytes = bytes
        }
        if let maxFileSize {
            guard let bytes = InputLimits.parseSize(maxFileSize) else {
                throw ValidationError("--max-file-size must be a size such as 512M, 8G or 1048576, got '\(maxFileSize)'")
            }
            limits.maximumMappedBytes = bytes
        }
        return limits
    }

    /// The source named by `--source`, else `RECIPES_SOURCE`; nil for the store.
    func catalogSource() throws -> CatalogSource? {
        if let source {
            do { return try CatalogSource(argument: source) } catch { throw ValidationError("--source: \(error)") }
        }
        if let fromEnvironment = environment["RECIPES_SOURCE"], !fromEnvironment.isEmpty {
            do { return try CatalogSource(argument: fromEnvironment) } catch { throw ValidationError("RECIPES_SOURCE: \(error)") }
        }
        return nil
    }

    /// The store: `--database` (a SQLite file's path, or a `postgres://` URL), else `RECIPES_DATABASE`, else the
    /// SQLite file in the XDG data folder.
    var databasePath: String { database ?? SQLiteCatalogStore.defaultPath(environment: environment) }

    /// Opens the store, creating it (and, for the default location, its folder) on first use;
    /// on failure says why on `console` and exits 69.
    func openStore(console: any ConsoleProtocol = CompositionRoot.console) throws -> any CatalogStoreProtocol {
        let isDefault = database == nil && (environment["RECIPES_DATABASE"] ?? "").isEmpty
        do {
            if PostgresAddress.isPostgres(databasePath) {
                return try PostgresCatalogStore(address: PostgresAddress(databasePath, environment: environment))
            }
            return try SQLiteCatalogStore(path: databasePath, createDirectory: isDefault)
        } catch {
            console.writeMessage(error.message)
            throw ExitCode(69)
        }
    }

    /// The facade for the chosen source: the store unless `--source` or `RECIPES_SOURCE` names another.
    func facade(offline: Bool, console: any ConsoleProtocol) throws -> any FacadeProtocol {
        if let source = try catalogSource() {
            return CompositionRoot.facade(for: source, limits: try limits(), offline: offline, console: console)
        }
        return StoreFacade(store: try openStore(console: console))
    }
}

/// The options every listing command shares: where the catalog comes from and how results are written.
struct CatalogOptions: ParsableArguments {
    @OptionGroup var origin: SourceOptions

    @Option(name: .long, help: "Output format: text for people, json for programs (the catalog format).")
    var format: OutputFormat = .text

    /// The module configuration for these options, writing to `console`.
    func moduleConfiguration(console: any ConsoleProtocol = CompositionRoot.console) throws -> ModuleConfiguration {
        CompositionRoot.configuration(facade: try origin.facade(offline: origin.offline, console: console), format: format, console: console)
    }
}

extension CatalogOptions {
    /// The edit module for these options: names resolve in the chosen source; recipes are written to the store,
    /// or through a catalog service's API with `RECIPES_TOKEN`; favorites always go to the local store.
    func editModule(usesFavorites: Bool) throws -> CatalogEditPresenter {
        let target = try writeTarget()
        let favorites = try target.store ?? (usesFavorites ? origin.openStore(console: target.configuration.console) : nil)
        return CatalogEditRouter.makeModule(configuration: target.configuration, writer: target.writer, favorites: favorites)
    }

    /// Where writes go: the store, or a catalog service's API with `RECIPES_TOKEN` (`writer` nil for read-only
    /// sources); `store` is the local store when it is the source.
    func writeTarget() throws -> (configuration: ModuleConfiguration, writer: (any CatalogWriterProtocol)?, store: (any CatalogStoreProtocol)?) {
        let console = CompositionRoot.console
        guard let source = try origin.catalogSource() else {
            let store = try origin.openStore(console: console)
            let configuration = CompositionRoot.configuration(facade: StoreFacade(store: store), format: format, console: console)
            return (configuration, StoreWriter(store: store), store)
        }
        let limits = try origin.limits()
        let configuration = CompositionRoot.configuration(
            facade: CompositionRoot.facade(for: source, limits: limits, offline: origin.offline, console: console), format: format,
            console: console)
        if case .service(let baseURL) = source, ["http", "https"].contains(baseURL.scheme?.lowercased() ?? "") {
            let writer = ServiceWriter(baseURL: baseURL, token: origin.environment["RECIPES_TOKEN"], session: CompositionRoot.session(limits: limits))
            return (configuration, writer, nil)
        }
        return (configuration, nil, nil)
    }
}

extension OutputFormat: ExpressibleByArgument {}
