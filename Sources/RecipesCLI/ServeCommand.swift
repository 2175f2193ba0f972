import ArgumentParser
import Foundation
import Logging
import RecipesKit

/// `recipes serve`: the catalog over HTTP, at `<base>/recipes.json` and a filtering API.
package struct ServeCommand: RecipesSubcommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the catalog over HTTP.",
        discussion: """
            Routes: GET /recipes.json (the whole catalog, what the original app asks for), \
            GET /recipes?ingredient=…&type=…&q=…&sort=…&limit=…&offset=… (the filter flags as query \
            parameters), GET /recipes/{slug}, GET /health and GET /openapi.json. Serving the store, it also \
            takes POST /recipes, PUT and DELETE /recipes/{slug} (and the plan, the pantry and favorites) from \
            clients sending Authorization: Bearer with a user's token (recipes token create), acting with that \
            user's role; the shared token from --token-file or RECIPES_TOKEN still works as an owner's, and is \
            deprecated. Stops \
            gracefully on SIGINT or SIGTERM, letting requests in flight finish. Every connection is bounded: \
            a request head within --header-timeout (idle keep-alive connections close then too), its body \
            within --body-timeout and --max-body-size, and at most --max-connections open at once. \
            The web pages are at / (the catalog), /recipe/{slug} and /shopping; GET /images/{slug} fetches a \
            recipe's picture once, from public addresses only unless --allow-private-images, and keeps it on disk.
            """)

    @Option(name: .long, help: "Address to listen on; 0.0.0.0 for every interface.")
    package var host = "127.0.0.1"

    // Unconditional parsing lets "-1" reach validate() as a value rather than be taken for a flag.
    @Option(name: .long, parsing: .unconditional, help: "Port to listen on; 0 picks a free one.")
    package var port = 8080

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Seconds a connection has to send a request head, from opening or from the previous answer.", valueName: "seconds"))
    package var headerTimeout = ServeDefaults.headerTimeout

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Seconds a request has from its head to its last body byte.", valueName: "seconds"))
    package var bodyTimeout = ServeDefaults.bodyTimeout

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Connections open at once; more wait to be accepted (lowered to fit the open-file limit).", valueName: "n"))
    package var maxConnections = ServeDefaults.maximumConnections

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The largest request body accepted (413 beyond).", valueName: "bytes"))
    package var maxBodySize = ServeDefaults.bodyLimit

    @Option(name: .long, help: "Least severe log lines written: trace, debug, info (one access-log line per request), notice, warning, error or critical.")
    package var logLevel: LogLevel = .info

    @Option(name: .long, help: "How log lines are written: text (for people) or json (one object per line, for log collectors).")
    package var logFormat: LogFormat = .text

    @Option(name: .long, help: ArgumentHelp("A file holding a shared bearer token that writes as an owner; deprecated for users' tokens. (default: $RECIPES_TOKEN)", valueName: "path"))
    package var tokenFile: String?

    @Flag(name: .long, help: "Mark the sign-in cookie Secure (sent over HTTPS only): for a server behind a TLS proxy.")
    package var secureCookies = false

    @Flag(name: .long, help: "Let only signed-in users (or users' tokens) read: pages go to the sign-in form, the API answers 401.")
    package var `private` = false

    @Flag(name: .long, help: "Count failed sign-ins and wrong tokens by the client X-Forwarded-For names (set by the proxy in front), not by the proxy's address.")
    package var behindProxy = false

    @OptionGroup(title: "Pictures") package var images: ImageOptions

    @OptionGroup(title: "Importing pages by address") package var imports: PageImportOptions

    @OptionGroup package var origin: SourceOptions

    /// The defaults, as ArgumentParser makes them before parsing.
    package init() {}

    package func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
        for (flag, seconds) in [("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout)] {
            guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw ValidationError("\(flag) must be a positive number of seconds (at most 86400), got \(Self.format(seconds))")
            }
        }
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1, got \(maxConnections)") }
        guard maxBodySize >= 1 else { throw ValidationError("--max-body-size must be a positive number of bytes, got \(maxBodySize)") }
    }

    /// A number of seconds as it was most likely typed: `-1`, not `-1.0`.
    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    package func run(with dependencies: Dependencies) async throws {
        try await dependencies.network.serve(self, with: dependencies)
    }

    /// Seconds a stopping server waits for requests and services to finish before cancelling them.
    package static let shutdownGrace: Int64 = 10
}

/// The `--log-level` values, as swift-log names them.
package enum LogLevel: String, ExpressibleByArgument, CaseIterable {
    case trace, debug, info, notice, warning, error, critical

    package var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
}

extension LogFormat: ExpressibleByArgument {}
