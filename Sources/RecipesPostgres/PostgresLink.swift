import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import RecipesKit
import Synchronization

/// One connection to PostgreSQL, opened on first use and again after it drops, used by one caller at a time.
///
/// The store protocol is synchronous (SQLite's calls block too), so calls wait on the driver's futures, which
/// complete on NIO's event loops: a caller never waits on the Swift concurrency pool it may be running on.
final class PostgresLink: Sendable {
    let address: PostgresAddress
    private let logger: Logger
    private let connection = Mutex<PostgresConnection?>(nil)
    private let counter = Atomic<Int>(0)

    init(address: PostgresAddress) {
        self.address = address
        var logger = Logger(label: "recipes.postgres")
        logger.logLevel = .critical
        self.logger = logger
    }

    /// Runs `body` on the connection, holding it for the duration (so a transaction is never interleaved).
    func run<T>(_ body: (Session) throws -> T) throws(CatalogStoreError) -> T {
        do {
            return try connection.withLock { held -> T in
                if held == nil || held?.isClosed == true {
                    held = try PostgresConnection.connect(
                        on: MultiThreadedEventLoopGroup.singleton.any(), configuration: address.configuration,
                        id: counter.wrappingAdd(1, ordering: .relaxed).newValue, logger: logger
                    ).wait()
                }
                guard let open = held else { throw CatalogStoreError(.unavailable, "\(address.location): not connected") }
                do {
                    return try body(Session(connection: open, logger: logger))
                } catch let error as PSQLError where error.serverInfo == nil {
                    // The connection failed, not the statement: drop it so the next call connects again.
                    try? open.close().wait()
                    held = nil
                    throw error
                }
            }
        } catch let error as CatalogStoreError {
            throw error
        } catch {
            // A data exception (SQLSTATE class 22, such as a NUL character PostgreSQL's text cannot hold) is the
            // recipe's fault, not the store's: refused as invalid, not "try again".
            if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState], state.hasPrefix("22") {
                throw CatalogStoreError(.invalid, "\(address.location): \(Self.describe(error))")
            }
            throw CatalogStoreError(.unavailable, "\(address.location): \(Self.describe(error))")
        }
    }

    /// Runs `body` in one transaction (`begin` starts it): committed when it returns, rolled back when it throws.
    func transaction<T>(_ begin: PostgresQuery = "BEGIN", _ body: (Session) throws -> T) throws(CatalogStoreError) -> T {
        try run { session in
            try session.execute(begin)
            do {
                let result = try body(session)
                try session.execute("COMMIT")
                return result
            } catch {
                _ = try? session.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// Runs `body` in one read-only transaction that sees a single snapshot of the database throughout.
    func snapshotTransaction<T>(_ body: (Session) throws -> T) throws(CatalogStoreError) -> T {
        try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    func close() {
        connection.withLock { held in
            try? held?.close().wait()
            held = nil
        }
    }

    /// One line saying why PostgreSQL did not answer, in libpq's words where it has them.
    static func describe(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return describe(underlying) }
            switch error.code {
            case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
            case .authMechanismRequiresPassword: return "the server asks for a password: set PGPASSWORD or PGPASSFILE"
            case .sslUnsupported: return "the server does not support TLS (sslmode=require)"
            default: return "\(error.code)"
            }
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty { return "host not found" }
            return error.connectionErrors.first.map { describe($0.error) } ?? "cannot connect"
        }
        if let error = error as? ChannelError, case .connectTimeout = error { return "timed out connecting (connect_timeout)" }
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
        return "\(error)"
    }

    /// The connection while a caller holds it: statements and queries that wait for their answers, each at most
    /// `deadline` (a server that stops answering without closing the connection must not hold a caller forever).
    struct Session {
        let connection: PostgresConnection
        let logger: Logger
        static let deadline = TimeAmount.seconds(30)

        /// Runs a statement and returns its rows.
        @discardableResult
        func query(_ query: PostgresQuery) throws -> [PostgresRow] {
            try answer(query).rows
        }

        /// Runs a statement, returning how many rows it changed.
        @discardableResult
        func execute(_ query: PostgresQuery) throws -> Int {
            try answer(query).metadata.rows ?? 0
        }

        private func answer(_ query: PostgresQuery) throws -> PostgresQueryResult {
            let future = connection.query(query, logger: logger)
            // Closing the connection at the deadline fails the query, and the next call connects afresh.
            let deadline = future.eventLoop.scheduleTask(in: Self.deadline) { [connection] in
                let closing: EventLoopFuture<Void> = connection.close()
                _ = closing
            }
            defer { deadline.cancel() }
            return try future.wait()
        }
    }
}
