import ArgumentParser
import Foundation
import RecipesKit
import RecipesSources

/// How `recipes serve` fetches the pages people import from by address (`/import`).
package struct PageImportOptions: ParsableArguments {
    @Flag(name: .long, help: "Fetch pages to import from loopback, private and link-local addresses too (refused by default, so the server is no proxy into its own network).")
    var allowPrivateImports = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The largest page fetched to import from.", valueName: "size"))
    var maxImportSize = "5M"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds a page to import may take to fetch.", valueName: "seconds"))
    var importTimeout = 15.0

    /// The defaults, as ArgumentParser makes them before parsing.
    package init() {}

    package func validate() throws {
        guard let bytes = InputLimits.parseSize(maxImportSize), bytes > 0 else {
            throw ValidationError("--max-import-size must be a size such as 5M or 1048576, got '\(maxImportSize)'")
        }
        guard importTimeout.isFinite, importTimeout > 0, importTimeout <= 3600 else {
            throw ValidationError("--import-timeout must be a positive number of seconds (at most 3600), got \(ServeCommand.format(importTimeout))")
        }
    }

    /// The page fetcher these options describe, through `dependencies`' HTTP client.
    package func fetcher(dependencies: Dependencies) -> PageFetcher {
        var limits = InputLimits(maximumBytes: InputLimits.parseSize(maxImportSize) ?? 5 << 20, timeout: importTimeout)
        limits.sizeOption = "--max-import-size"
        limits.timeoutOption = "--import-timeout"
        return PageFetcher(
            session: dependencies.session(limits: limits), allowsPrivateAddresses: allowPrivateImports, deadline: .milliseconds(Int(importTimeout * 1000)))
    }
}
