import ArgumentParser
import Foundation
import Logging
import RecipesHTTPClient
import RecipesKit
import RecipesPostgres
import RecipesService
import ServiceLifecycle

/// `recipes serve`: the catalog over HTTP, at `<base>/recipes.json` and a filtering API.
struct ServeCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
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
    var host = "127.0.0.1"

    // Unconditional parsing lets "-1" reach validate() as a value rather than be taken for a flag.
    @Option(name: .long, parsing: .unconditional, help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Seconds a connection has to send a request head, from opening or from the previous answer.", valueName: "seconds"))
    var headerTimeout = ServiceConfiguration.defaultHeaderTimeout

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Seconds a request has from its head to its last body byte.", valueName: "seconds"))
    var bodyTimeout = ServiceConfiguration.defaultBodyTimeout

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Connections open at once; more wait to be accepted (lowered to fit the open-file limit).", valueName: "n"))
    var maxConnections = ServiceConfiguration.defaultMaximumConnections

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The largest request body accepted (413 beyond).", valueName: "bytes"))
    var maxBodySize = ServiceConfiguration.defaultBodyLimit

    @Option(name: .long, help: "Least severe log lines written: trace, debug, info (one access-log line per request), notice, warning, error or critical.")
    var logLevel: LogLevel = .info

    @Option(name: .long, help: "How log lines are written: text (for people) or json (one object per line, for log collectors).")
    var logFormat: LogFormat = .text

    @Option(name: .long, help: ArgumentHelp("A file holding a shared bearer token that writes as an owner; deprecated for users' tokens. (default: $RECIPES_TOKEN)", valueName: "path"))
    var tokenFile: String?

    @Flag(name: .long, help: "Mark the sign-in cookie Secure (sent over HTTPS only): for a server behind a TLS proxy.")
    var secureCookies = false

    @Flag(name: .long, help: "Let only signed-in users (or users' tokens) read: pages go to the sign-in form, the API answers 401.")
    var `private` = false

    @Flag(name: .long, help: "Count failed sign-ins by the client X-Forwarded-For names (set by the proxy in front), not by the proxy's address.")
    var behindProxy = false

    @OptionGroup(title: "Pictures") var images: ImageOptions

    @OptionGroup(title: "Importing pages by address") var imports: PageImportOptions

    @OptionGroup var origin: SourceOptions

    func validate() throws {
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

    func run(with dependencies: Dependencies) async throws {
        let console = dependencies.console
        let access = WriteAccess(token: try token(dependencies: dependencies))
        if access.hasSharedToken {
            console.writeMessage("note: the shared token (--token-file, RECIPES_TOKEN) writes as an owner and is deprecated; give each person their own with 'recipes token create --user NAME'")
        }
        let catalog: ServedCatalog
        if let source = try origin.catalogSource(environment: dependencies.environment) {
            if `private` {
                console.writeMessage("--private needs the store's users to sign in; it cannot serve --source \(source.description) (see 'recipes serve --help')")
                throw ExitCode(64)
            }
            let limits = try origin.limits()
            catalog = .source(dependencies.facade(for: source, limits: limits, offline: origin.offline))
        } else {
            let logger = logFormat.logger(label: "recipes.postgres", level: logLevel.level)
            catalog = .store(try await dependencies.openStore(origin, logger: logger, opening: .pool))
        }
        var connections = maxConnections
        // Each connection holds a descriptor; running out of them makes the accept loop spin instead of wait.
        if let softLimit = FileDescriptorLimit.raise() {
            connections = FileDescriptorLimit.maximumConnections(maxConnections, softLimit: softLimit)
            if connections < maxConnections {
                console.writeMessage(
                    "--max-connections lowered from \(maxConnections) to \(connections): the open-file limit is \(softLimit) (ulimit -n)")
            }
        }
        let host = self.host
        var configuration = ServiceConfiguration(
            host: host, port: port, bodyLimit: maxBodySize, headerTimeout: .seconds(headerTimeout),
            bodyTimeout: .seconds(bodyTimeout), maximumConnections: connections, logLevel: logLevel.level, writeAccess: access)
        configuration.logFormat = logFormat
        configuration.secureCookies = secureCookies
        configuration.isPrivate = `private`
        configuration.behindProxy = behindProxy
        configuration.uploadLimit = images.uploadLimit
        let app = buildApplication(
            configuration: configuration, catalog: catalog, images: images.facade(dependencies: dependencies),
            pages: imports.fetcher(dependencies: dependencies), onServerRunning: { start in
                let mode = start.takesWrites ? "read-write" : "read-only"
                console.writeMessage("serving \(start.recipeCount) recipes from \(start.source) at http://\(host):\(start.port) (\(mode))")
            })
        do {
            // A service that does not finish on SIGTERM (a store call stuck on a stalled peer) must not keep the
            // process alive: after the grace period the group cancels what is still running, and should that not
            // end it either, the watchdog ends the process.
            let watchdog = ShutdownWatchdog(limit: .seconds(Self.shutdownGrace + 5)) {
                console.writeMessage("still stopping \(Self.shutdownGrace + 5) s after the signal (a call to the store is not answered); exiting")
                Foundation.exit(75)
            }
            var group = ServiceGroupConfiguration(
                services: [
                    .init(service: app),
                    .init(service: watchdog, successTerminationBehavior: .ignore, failureTerminationBehavior: .ignore),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
            group.maximumGracefulShutdownDuration = .seconds(Self.shutdownGrace)
            try await ServiceGroup(configuration: group).run()
        } catch ServeFailure.catalog(let error) {
            console.writeMessage(error.description)
            throw ModuleOutcome.failed(.catalog(error)).exitCode
        } catch {
            console.writeMessage("cannot listen on \(host):\(port): \(ServeFailure.describe(error))")
            throw ExitCode(69)
        }
    }

    /// Seconds a stopping server waits for requests and services to finish before cancelling them.
    static let shutdownGrace: Int64 = 10

    /// The token from `--token-file`, else `RECIPES_TOKEN`; nil when neither gives one. One shorter than
    /// `WriteAccess.minimumTokenLength` could be guessed, and is refused (exit 64) rather than served with.
    private func token(dependencies: Dependencies) throws -> String? {
        let token: String?
        let origin: String
        if let tokenFile {
            origin = tokenFile
            do {
                token = try TokenFile.read(tokenFile)
            } catch {
                dependencies.console.writeMessage("\(tokenFile): \(error.reason)")
                throw ExitCode(error.isEmpty ? 64 : 66)
            }
        } else {
            origin = "RECIPES_TOKEN"
            token = dependencies.environment["RECIPES_TOKEN"]
        }
        let trimmed = token?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !trimmed.isEmpty, trimmed.count < WriteAccess.minimumTokenLength {
            dependencies.console.writeMessage(
                "\(origin): the write token is \(trimmed.count) characters long; use at least \(WriteAccess.minimumTokenLength), "
                    + "such as: head -c 24 /dev/urandom | base64")
            throw ExitCode(64)
        }
        return token
    }
}

/// The `--log-level` values, as swift-log names them.
enum LogLevel: String, ExpressibleByArgument, CaseIterable {
    case trace, debug, info, notice, warning, error, critical

    var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
}

extension LogFormat: ExpressibleByArgument {}
