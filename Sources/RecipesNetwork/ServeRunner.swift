import ArgumentParser
import Foundation
import Logging
import RecipesCLI
import RecipesKit
import RecipesService
import ServiceLifecycle

/// `recipes serve`'s work, run by the network edge: the catalog (a source, else the store, its pool opened at
/// once) served by `RecipesService` until SIGINT or SIGTERM.
struct ServeRunner {
    /// The command line's options.
    let command: ServeCommand
    /// What the command takes from the world outside.
    let dependencies: Dependencies

    /// Serves until stopped; a catalog that cannot be read or a port that cannot be listened on is one line and
    /// its exit status.
    func run() async throws {
        let console = dependencies.console
        ProcessMemory.tuneForService()
        StandardErrorLines.ignoreBrokenPipes()
        let access = WriteAccess(token: try token())
        if access.hasSharedToken {
            console.writeMessage("note: the shared token (--token-file, RECIPES_TOKEN) writes as an owner and is deprecated; give each person their own with 'recipes token create --user NAME'")
        }
        let catalog: ServedCatalog
        if let source = try command.origin.catalogSource(environment: dependencies.environment) {
            if command.`private` {
                console.writeMessage("--private needs the store's users to sign in; it cannot serve --source \(source.description) (see 'recipes serve --help')")
                throw ExitCode(64)
            }
            let limits = try command.origin.limits()
            catalog = .source(dependencies.facade(for: source, limits: limits, offline: command.origin.offline))
        } else {
            let logger = command.logFormat.logger(label: "recipes.postgres", level: command.logLevel.level)
            catalog = .store(try await dependencies.openStore(command.origin, logger: logger, opening: .pool))
        }
        var connections = command.maxConnections
        // Each connection holds a descriptor; running out of them makes the accept loop spin instead of wait.
        if let softLimit = FileDescriptorLimit.raise() {
            connections = FileDescriptorLimit.maximumConnections(command.maxConnections, softLimit: softLimit)
            if connections < command.maxConnections {
                console.writeMessage(
                    "--max-connections lowered from \(command.maxConnections) to \(connections): the open-file limit is \(softLimit) (ulimit -n)")
            }
        }
        let host = command.host
        var configuration = ServiceConfiguration(
            host: host, port: command.port, bodyLimit: command.maxBodySize, headerTimeout: .seconds(command.headerTimeout),
            bodyTimeout: .seconds(command.bodyTimeout), maximumConnections: connections, logLevel: command.logLevel.level, writeAccess: access)
        configuration.logFormat = command.logFormat
        configuration.secureCookies = command.secureCookies
        configuration.isPrivate = command.`private`
        configuration.behindProxy = command.behindProxy
        configuration.firstWeekday = PlanRules.firstWeekday(environment: dependencies.environment)
        configuration.uploadLimit = command.images.uploadLimit
        let app = buildApplication(
            configuration: configuration, catalog: catalog, images: command.images.facade(dependencies: dependencies),
            pages: command.imports.fetcher(dependencies: dependencies), onServerRunning: { start in
                let mode = start.takesWrites ? "read-write" : "read-only"
                console.writeMessage("serving \(start.recipeCount) recipes from \(start.source) at http://\(host):\(start.port) (\(mode))")
            })
        do {
            // A service that does not finish on SIGTERM (a store call stuck on a stalled peer) must not keep the
            // process alive: after the grace period the group cancels what is still running, and should that not
            // end it either, the watchdog ends the process.
            let watchdog = ShutdownWatchdog(limit: .seconds(ServeCommand.shutdownGrace + 5)) {
                console.writeMessage("still stopping \(ServeCommand.shutdownGrace + 5) s after the signal (a call to the store is not answered); exiting")
                Foundation.exit(75)
            }
            var group = ServiceGroupConfiguration(
                services: [
                    .init(service: app),
                    .init(service: watchdog, successTerminationBehavior: .ignore, failureTerminationBehavior: .ignore),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
            group.maximumGracefulShutdownDuration = .seconds(ServeCommand.shutdownGrace)
            try await ServiceGroup(configuration: group).run()
        } catch ServeFailure.catalog(let error) {
            console.writeMessage(error.description)
            throw ModuleOutcome.failed(.catalog(error)).exitCode
        } catch {
            console.writeMessage("cannot listen on \(host):\(command.port): \(ServeFailure.describe(error))")
            throw ExitCode(69)
        }
    }

    /// The token from `--token-file`, else `RECIPES_TOKEN`; nil when neither gives one. One shorter than
    /// `WriteAccess.minimumTokenLength` could be guessed, and is refused (exit 64) rather than served with.
    private func token() throws -> String? {
        let token: String?
        let origin: String
        if let tokenFile = command.tokenFile {
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
