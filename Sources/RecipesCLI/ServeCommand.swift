import ArgumentParser
import Foundation
import RecipesKit
import Logging
import RecipesService

/// `recipes serve`: the catalog over HTTP, at `<base>/recipes.json` and a filtering API.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the catalog over HTTP.",
        discussion: """
            Routes: GET /recipes.json (the whole catalog, what the original app asks for), \
            GET /recipes?ingredient=…&type=…&q=…&sort=…&limit=…&offset=… (the filter flags as query \
            parameters), GET /recipes/{slug}, GET /health and GET /openapi.json. Serving the store, it also \
            takes POST /recipes, PUT and DELETE /recipes/{slug} from clients sending Authorization: Bearer \
            with the token from --token-file or RECIPES_TOKEN; with no token the service is read-only. Stops \
            gracefully on SIGINT or SIGTERM, letting requests in flight finish.
            """)

    @Option(name: .long, help: "Address to listen on; 0.0.0.0 for every interface.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(name: .long, help: "Least severe log lines written: trace, debug, info (one access-log line per request), notice, warning, error or critical.")
    var logLevel: LogLevel = .info

    @Option(name: .long, help: ArgumentHelp("A file holding the bearer token that allows writes. (default: $RECIPES_TOKEN)", valueName: "path"))
    var tokenFile: String?

    @OptionGroup var origin: SourceOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    func run() async throws {
        let console = StandardConsole()
        let access = WriteAccess(token: try token(console: console))
        if let source = try origin.catalogSource() {
            let repository = FacadeCatalogRepository(facade: ModuleConfiguration.facade(for: source))
            try await serve(repository, access: access, console: console)
        } else {
            try await serve(StoreCatalogRepository(store: try origin.openStore(console: console)), access: access, console: console)
        }
    }

    /// The token from `--token-file`, else `RECIPES_TOKEN`; nil when neither gives one.
    private func token(console: any ConsoleProtocol) throws -> String? {
        guard let tokenFile else { return origin.environment["RECIPES_TOKEN"] }
        do {
            let token = try String(contentsOfFile: tokenFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty else {
                console.writeMessage("\(tokenFile): the token file is empty")
                throw ExitCode(64)
            }
            return token
        } catch let exit as ExitCode {
            throw exit
        } catch {
            console.writeMessage("\(tokenFile): \(FileFacade.describe(error))")
            throw ExitCode(66)
        }
    }

    private func serve(_ repository: some CatalogRepository, access: WriteAccess, console: any ConsoleProtocol) async throws {
        let snapshot: CatalogSnapshot
        do {
            snapshot = try await repository.snapshot()
        } catch {
            console.writeMessage(error.description)
            throw ModuleOutcome.failed(.catalog(error)).exitCode
        }
        let host = self.host
        let mode = repository.readOnlyReason == nil && access.isEnabled ? "read-write" : "read-only"
        let app = buildApplication(
            configuration: ServiceConfiguration(host: host, port: port, logLevel: logLevel.level, writeAccess: access),
            repository: repository,
            onServerRunning: { port in
                console.writeMessage(
                    "serving \(snapshot.recipes.count) recipes from \(snapshot.source) at http://\(host):\(port) (\(mode))")
            })
        do {
            try await app.runService()
        } catch {
            console.writeMessage("cannot serve on \(host):\(port): \(error)")
            throw ExitCode(69)
        }
    }
}

/// The `--log-level` values, as swift-log names them.
enum LogLevel: String, ExpressibleByArgument, CaseIterable {
    case trace, debug, info, notice, warning, error, critical

    var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
}
