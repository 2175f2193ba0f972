import Foundation
import Logging
import NIOCore
import PostgresNIO
import RecipesKit
import Synchronization

/// Listens on `recipes_changed` for writes made through any replica, on a connection of its own, and checks that
/// connection every `heartbeat` (a server cut off by the network closes nothing, so only an unanswered check tells):
/// it sends itself a notification through `ping` (the store's pool) and must hear it within two heartbeats of its
/// sending; the time from the statement's start to hearing it is the lag reported with `.alive`. No
/// statement is ever sent on the listening connection itself (postgres-nio can stall a connection that is sent a
/// query while it listens). A lost connection is logged at error level and made again after a pause that grows
/// from a quarter of a second to `maximumPause`; notifications sent meanwhile are lost, so every new connection
/// reports `.listening` and the caller compares revisions.
public struct PostgresChangeListener: CatalogChangeSignal {
    private let address: PostgresAddress
    private let logger: Logger
    /// Sends a notification with the given payload on `recipes_changed`, from another connection, returning when
    /// its statement started (once a connection was leased for it); nil: no checks.
    private let ping: (@Sendable (String) async throws -> ContinuousClock.Instant)?
    /// How often the listening connection is checked.
    public var heartbeat = Duration.seconds(2)
    /// The longest pause between attempts to connect again.
    public var maximumPause = Duration.seconds(5)

    /// A listener on the store at `address`, logging to `logger`, checking its connection through `ping`.
    public init(address: PostgresAddress, logger: Logger, ping: (@Sendable (String) async throws -> ContinuousClock.Instant)? = nil) {
        self.address = address
        self.logger = logger
        self.ping = ping
    }

    public func listen(_ onEvent: @escaping @Sendable (CatalogChangeEvent) async -> Void) async {
        var failures = 0
        var attempt = 0
        while !Task.isCancelled {
            attempt += 1
            let listened = Atomic<Bool>(false)
            do {
                try await listenOnce(id: attempt) { event in
                    if event == .listening { listened.store(true, ordering: .relaxed) }
                    await onEvent(event)
                }
            } catch {
                if Task.isCancelled { return }
                let reason = PostgresLink.reason(error)
                logger.error("recipes_changed: lost the connection to \(address.location) (\(reason)); connecting again")
                await onEvent(.lost(reason: reason))
            }
            // A connection that listened starts the pauses over; one that never did makes the next pause longer.
            failures = listened.load(ordering: .relaxed) ? 1 : failures + 1
            // 0.25 s, 0.5 s, 1 s, … up to the maximum, with a little jitter so replicas do not reconnect in step.
            let pause = min(Duration.milliseconds(250) * (1 << min(failures - 1, 10)), maximumPause)
            try? await Task.sleep(for: pause + .milliseconds(Int.random(in: 0...100)))
        }
    }

    /// One connection: listens and checks it until it fails (or the task is cancelled, which closes it).
    private func listenOnce(id: Int, _ onEvent: @escaping @Sendable (CatalogChangeEvent) async -> Void) async throws {
        var configuration = address.configuration
        // Named, so an administrator (and a test) can tell the listener from the pool's connections.
        configuration.options.additionalStartupParameters = [("application_name", Self.applicationName)]
        let connection = try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
        let heartbeat = self.heartbeat
        let logger = self.logger
        let location = address.location
        let ping = self.ping
        let pongs = Pongs(prefix: "check \(UUID().uuidString) ")
        do {
            try await withTaskCancellationHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await connection.listen(on: PostgresCatalogStore.channel) { notifications in
                            logger.info("recipes_changed: listening on \(location)")
                            await onEvent(.listening)
                            for try await notification in notifications {
                                if let revision = Int(notification.payload) {
                                    await onEvent(.changed(revision: revision))
                                } else {
                                    // A check (this replica's or another's): not a write.
                                    pongs.heard(notification.payload)
                                }
                            }
                        }
                        throw Ended()
                    }
                    if let ping {
                        group.addTask {
                            while true {
                                try await Task.sleep(for: heartbeat)
                                let token = pongs.prefix + UUID().uuidString
                                // Waiting for the pool is not the listener's lag, nor a reason to give it up: both
                                // count from the statement's start and its return.
                                let sent = try await ping(token)
                                let deadline = ContinuousClock.now + heartbeat * 2
                                var heard = pongs.take(token)
                                while heard == nil {
                                    guard ContinuousClock.now < deadline else { throw Unanswered(within: heartbeat * 2) }
                                    try await Task.sleep(for: .milliseconds(50))
                                    heard = pongs.take(token)
                                }
                                await onEvent(.alive(heardAfter: sent.duration(to: heard ?? sent)))
                            }
                        }
                    }
                    // Whichever ends first ends the connection, which ends the other.
                    defer { Self.close(connection) }
                    try await group.next()
                }
            } onCancel: {
                Self.close(connection)
            }
        } catch {
            try? await connection.close()
            throw error
        }
        try? await connection.close()
    }

    /// The `application_name` the listening connection gives PostgreSQL.
    public static let applicationName = "recipes-listener"

    /// A check that was not heard back in time.
    struct Unanswered: Error, CustomStringConvertible {
        let within: Duration
        var description: String {
            let (seconds, attoseconds) = within.components
            return "its check was not heard back within \(Double(seconds) + Double(attoseconds / 1_000_000_000_000_000) / 1000) s"
        }
    }

    /// This listener's checks heard on its connection, and when, until taken; other replicas' checks are dropped.
    final class Pongs: Sendable {
        /// What this listener's checks start with.
        let prefix: String
        private let heardTokens = Mutex<[String: ContinuousClock.Instant]>([:])

        init(prefix: String) {
            self.prefix = prefix
        }

        func heard(_ token: String) {
            guard token.hasPrefix(prefix) else { return }
            let now = ContinuousClock.now
            heardTokens.withLock { $0[token] = now }
        }

        /// When `token` was heard, once; nil when it was not (yet).
        func take(_ token: String) -> ContinuousClock.Instant? {
            heardTokens.withLock { $0.removeValue(forKey: token) }
        }
    }

    /// The notifications ended without an error.
    struct Ended: Error, CustomStringConvertible {
        var description: String { "the server ended the notifications" }
    }

    private static func close(_ connection: PostgresConnection) {
        let _: EventLoopFuture<Void> = connection.close()
    }
}
