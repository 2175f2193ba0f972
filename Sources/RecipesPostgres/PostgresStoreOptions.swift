import Foundation
import Logging
import PostgresNIO
import RecipesKit

/// How a PostgreSQL store uses its server: how many connections its pool opens, and how long a call waits.
public struct PostgresStoreOptions: Sendable {
    /// The pool's default size: enough for a replica's writers to overlap their round trips (writes are ordered
    /// only for their last statement), few enough that several replicas fit PostgreSQL's default 100 connections.
    public static let defaultConnections = 16
    /// The default wait for an answer (a connection, or the next row) before a call fails as unavailable.
    public static let defaultDeadline = Duration.seconds(10)
    /// The defaults.
    public static let standard = PostgresStoreOptions(connections: defaultConnections, deadline: defaultDeadline)

    /// A logger that says nothing: the CLI reports failures itself, in one line.
    public static var quietLogger: Logger {
        var logger = Logger(label: "recipes.postgres")
        logger.logLevel = .critical
        return logger
    }

    /// The most connections the pool opens at once.
    public var connections: Int
    /// How long a call waits for its next answer before its connection is closed and it fails.
    public var deadline: Duration

    /// Creates options.
    public init(connections: Int, deadline: Duration) {
        self.connections = connections
        self.deadline = deadline
    }
}

/// The pool's background work: `PostgresClient.run()`, which must run while the store is used.
struct PostgresPool: StoreBackgroundWork {
    let client: PostgresClient

    func run() async throws {
        await client.run()
    }
}
