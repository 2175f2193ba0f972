import Foundation
import Logging
import NIOCore
import PostgresNIO
import RecipesKit
import Synchronization

/// Listens on `recipes_changed` for writes made through any replica, on a connection of its own, and checks that
/// connection every `heartbeat` (a server cut off by the network closes nothing, so only an unanswered check tells).
/// A lost connection is logged at error level and made again after a pause that grows from a quarter of a second
/// to `maximumPause`; notifications sent meanwhile are lost, so every new connection reports `.listening` and the
/// caller compares revisions.
public struct PostgresChangeListener: CatalogChangeSignal {
    private let address: PostgresAddress
    private let logger: Logger
    /// How often the listening connection is checked.
    public var heartbeat = Duration.seconds(2)
    /// The longest pause between attempts to connect again.
    public var maximumPause = Duration.seconds(5)

    /// A listener on the store at `address`, logging to `logger`.
    public init(address: PostgresAddress, logger: Logger) {
        self.address = address
        self.logger = logger
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
        do {
            try await withTaskCancellationHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await connection.listen(on: PostgresCatalogStore.channel) { notifications in
                            logger.info("recipes_changed: listening on \(location)")
                            await onEvent(.listening)
                            for try await notification in notifications {
                                await onEvent(Int(notification.payload).map { .changed(revision: $0) } ?? .listening)
                            }
                        }
                        throw Ended()
                    }
                    group.addTask {
                        while true {
                            try await Task.sleep(for: heartbeat)
                            _ = try await PostgresLink.bounded(heartbeat * 2, location: location) { lease in
                                lease.hold(connection)
                                return try await connection.query("SELECT 1", logger: logger).collect().count
                            }
                            await onEvent(.alive)
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

    /// The notifications ended without an error.
    struct Ended: Error, CustomStringConvertible {
        var description: String { "the server ended the notifications" }
    }

    private static func close(_ connection: PostgresConnection) {
        let _: EventLoopFuture<Void> = connection.close()
    }
}
