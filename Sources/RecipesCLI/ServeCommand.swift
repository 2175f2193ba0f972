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
            parameters), GET /recipes/{slug}, GET /health and GET /openapi.json. Stops gracefully on \
            SIGINT or SIGTERM, letting requests in flight finish.
            """)

    @Option(name: .long, help: "Address to listen on; 0.0.0.0 for every interface.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(name: .long, help: "Least severe log lines written: trace, debug, info (one access-log line per request), notice, warning, error or critical.")
    var logLevel: LogLevel = .info

    @OptionGroup var origin: SourceOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    func run() async throws {
        let source = try origin.catalogSource()
        let console = StandardConsole()
        let repository = FacadeCatalogRepository(facade: ModuleConfiguration.facade(for: source))
        let snapshot: CatalogSnapshot
        do {
            snapshot = try await repository.load()
        } catch {
            console.writeMessage(error.description)
            throw ModuleOutcome.failed(.catalog(error)).exitCode
        }
        let host = self.host
        let app = buildApplication(
            configuration: ServiceConfiguration(host: host, port: port, logLevel: logLevel.level), repository: repository,
            onServerRunning: { port in
                console.writeMessage("serving \(snapshot.recipes.count) recipes from \(snapshot.source) at http://\(host):\(port)")
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
