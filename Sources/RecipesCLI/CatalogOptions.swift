import ArgumentParser
import Foundation
import RecipesKit

/// Where the catalog comes from: `--source`, else `RECIPES_SOURCE`, else the built-in catalog.
struct SourceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Catalog to read: a JSON file, - for standard input, or a catalog service's base URL. (default: $RECIPES_SOURCE, else the built-in catalog)",
            valueName: "path|url|-"))
    var source: String?

    @Flag(name: .long, help: "Answer from the cached copy of a service's catalog, without using the network.")
    var offline = false

    /// The environment, injectable for tests.
    var environment: [String: String] { ProcessInfo.processInfo.environment }

    func validate() throws {
        _ = try catalogSource()
    }

    /// The source named by `--source`, else `RECIPES_SOURCE`, else the embedded catalog.
    func catalogSource() throws -> CatalogSource {
        if let source {
            do { return try CatalogSource(argument: source) } catch { throw ValidationError("--source: \(error)") }
        }
        if let fromEnvironment = environment["RECIPES_SOURCE"], !fromEnvironment.isEmpty {
            do { return try CatalogSource(argument: fromEnvironment) } catch { throw ValidationError("RECIPES_SOURCE: \(error)") }
        }
        return .embedded
    }
}

/// The options every listing command shares: where the catalog comes from and how results are written.
struct CatalogOptions: ParsableArguments {
    @OptionGroup var origin: SourceOptions

    @Option(name: .long, help: "Output format: text for people, json for programs (the catalog format).")
    var format: OutputFormat = .text

    /// The source named by `--source`, else `RECIPES_SOURCE`, else the embedded catalog.
    func catalogSource() throws -> CatalogSource {
        try origin.catalogSource()
    }

    /// The module configuration for these options, writing to `console`.
    func moduleConfiguration(console: any ConsoleProtocol = StandardConsole()) throws -> ModuleConfiguration {
        .live(source: try catalogSource(), format: format, offline: origin.offline, console: console)
    }
}

extension OutputFormat: ExpressibleByArgument {}
