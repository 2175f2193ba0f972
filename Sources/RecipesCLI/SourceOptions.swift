import ArgumentParser
import Foundation
import RecipesKit
import RecipesSources
import RecipesStore

/// Where the catalog comes from: `--source`, else `RECIPES_SOURCE`, else the local store.
package struct SourceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Catalog to read instead of the store: a JSON file, - for standard input, or a catalog service's base URL. (default: $RECIPES_SOURCE)",
            valueName: "path|url|-"))
    var source: String?

    @Option(name: .long, help: DatabaseOptions.databaseHelp)
    var database: String?

    @Option(name: .long, parsing: .unconditional, help: DatabaseOptions.connectionsHelp)
    var databaseConnections: Int?

    @Option(name: .long, parsing: .unconditional, help: DatabaseOptions.timeoutHelp)
    var databaseTimeout: Double?

    @Flag(name: .long, help: "Answer from the cached copy of a service's catalog, without using the network.")
    package var offline = false

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

    /// The environment `validate()` reads (`RECIPES_SOURCE`); commands pass the one their dependencies hold.
    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The defaults, as ArgumentParser makes them before parsing.
    package init() {}

    package func validate() throws {
        _ = try catalogSource()
        _ = try limits()
        try store.validate()
    }

    /// The store `--database` names, for commands that open it.
    package var store: DatabaseOptions {
        var store = DatabaseOptions()
        store.database = database
        store.databaseConnections = databaseConnections
        store.databaseTimeout = databaseTimeout
        return store
    }

    /// The size and time limits from `--max-size`, `--max-file-size` and `--timeout`.
    package func limits() throws -> InputLimits {
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
    package func catalogSource(environment: [String: String]? = nil) throws -> CatalogSource? {
        let environment = environment ?? self.environment
        if let source {
            do { return try CatalogSource(argument: source) } catch { throw ValidationError("--source: \(error)") }
        }
        if let fromEnvironment = environment["RECIPES_SOURCE"], !fromEnvironment.isEmpty {
            do { return try CatalogSource(argument: fromEnvironment) } catch { throw ValidationError("RECIPES_SOURCE: \(error)") }
        }
        return nil
    }
}
