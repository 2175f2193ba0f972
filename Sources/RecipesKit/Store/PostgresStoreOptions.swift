import Foundation

/// How a PostgreSQL store uses its server: how many connections its pool opens, and how long a call waits.
public struct PostgresStoreOptions: Sendable {
    /// The pool's default size: enough for a replica's writers to overlap their round trips (writes are ordered
    /// only for their last statement), few enough that several replicas fit PostgreSQL's default 100 connections.
    public static let defaultConnections = 16
    /// The default wait for an answer (a connection, or the next row) before a call fails as unavailable.
    public static let defaultDeadline = Duration.seconds(10)
    /// The defaults.
    public static let standard = PostgresStoreOptions(connections: defaultConnections, deadline: defaultDeadline)

    /// The most connections the pool opens at once.
    public var connections: Int
    /// How long a call waits for its next answer before its connection is closed and it fails.
    public var deadline: Duration

    /// Creates options.
    public init(connections: Int, deadline: Duration) {
        self.connections = connections
        self.deadline = deadline
    }

    /// Whether `text` names a PostgreSQL store (`postgres://`, `postgresql://`) rather than a SQLite file.
    public static func isPostgresAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }
}
