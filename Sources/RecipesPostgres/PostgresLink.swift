import Foundation
import Logging
import NIOCore
import PostgresNIO
import RecipesKit
import Synchronization

/// PostgreSQL through a pool of connections (`PostgresClient`): each call leases one connection for a statement
/// or a whole transaction.
///
/// A server that stops answering without closing its connections (stopped, or cut off by the network) must not
/// hold a caller: once a call has waited `deadline` for its next answer (a connection, or a row), the leased
/// connection is closed, which fails the statement in flight at once, and the pool makes a new one when the
/// server is back; a caller still waiting for a connection is cancelled. A long read that keeps receiving rows
/// (a whole catalog of a million recipes) is not cut off.
final class PostgresLink: Sendable {
    let address: PostgresAddress
    let client: PostgresClient
    /// The longest a call waits for its next answer.
    let deadline: Duration
    let logger: Logger
    /// The pool's use, for metrics.
    let use: PostgresPoolUse
    private let reachability: PostgresReachability

    init(address: PostgresAddress, options: PostgresStoreOptions, logger: Logger) {
        self.address = address
        self.deadline = options.deadline
        self.logger = logger
        reachability = PostgresReachability(address: address, logger: logger)
        var configuration = address.poolConfiguration
        configuration.options.maximumConnections = options.connections
        configuration.options.minimumConnections = 0
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        use = PostgresPoolUse(capacity: options.connections)
    }

    /// Runs `body` on a leased connection, held for its duration (so a transaction is never interleaved). A caller
    /// kept waiting for a connection a quarter of a second asks whether the server can be reached at all, and
    /// fails at once with its reason when it cannot.
    func run<T: Sendable>(_ body: @escaping @Sendable (Session) async throws -> T) async throws(CatalogStoreError) -> T {
        let logger = self.logger
        let client = self.client
        let use = self.use
        return try await Self.bounded(deadline, location: address.location, reachability: reachability) { lease in
            let ticket = use.waiting()
            defer { ticket.end() }
            return try await client.withConnection { connection in
                ticket.lease()
                lease.hold(connection)
                defer { lease.hold(nil) }
                return try await body(Session(connection: connection, logger: logger, lease: lease))
            }
        }
    }

    /// Runs `body` in one transaction (`begin` starts it): committed when it returns, rolled back when it throws.
    func transaction<T: Sendable>(
        _ begin: PostgresQuery = "BEGIN", _ body: @escaping @Sendable (Session) async throws -> T
    ) async throws(CatalogStoreError) -> T {
        try await run { session in try await session.transaction(begin, body) }
    }

    /// Runs `body` in one read-only transaction that sees a single snapshot of the database throughout.
    func snapshotTransaction<T: Sendable>(_ body: @escaping @Sendable (Session) async throws -> T) async throws(CatalogStoreError) -> T {
        try await transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    /// Runs `body` on a connection of its own (not the pool's), opened for it and closed after, within `deadline`:
    /// migrations, which hold an advisory lock for their whole session, and a first contact that should fail with
    /// the server's own reason (a wrong password) rather than wait for the pool's retries.
    static func withOwnConnection<T: Sendable>(
        to address: PostgresAddress, deadline: Duration, logger: Logger, _ body: @escaping @Sendable (Session) async throws -> T
    ) async throws(CatalogStoreError) -> T {
        try await bounded(deadline, location: address.location) { lease in
            let connection = try await PostgresConnection.connect(
                configuration: address.configuration, id: Int.random(in: 1...Int(Int32.max)), logger: logger)
            lease.hold(connection)
            do {
                let result = try await body(Session(connection: connection, logger: logger, lease: lease))
                try? await connection.close()
                return result
            } catch {
                try? await connection.close()
                throw error
            }
        }
    }

    /// `work` or, once it has waited `limit` for an answer, a time-out: the connection `work` holds is closed
    /// (failing whatever it waits for) and a wait for one is cancelled. Errors come back as one-line store errors.
    ///
    /// The caller is answered at the deadline without waiting for `work` to end: a statement sent as its
    /// connection closes can wait forever for an answer in PostgresNIO (vapor/postgres-nio#487, whose fix was
    /// reverted in #501), and a write that waited for it would hold its request, and every write queued behind it.
    static func bounded<T: Sendable>(
        _ limit: Duration, location: String, reachability: PostgresReachability? = nil,
        _ work: @escaping @Sendable (Lease) async throws -> T
    ) async throws(CatalogStoreError) -> T {
        let lease = Lease()
        let race = Race<T>()
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    race.start(continuation)
                    race.add(Task {
                        do { race.finish(.success(try await work(lease))) } catch { race.finish(.failure(error)) }
                    })
                    race.add(Task {
                        while !race.isFinished {
                            let idle = lease.idle
                            if idle >= limit {
                                lease.close()
                                race.finish(.failure(TimedOut(limit: limit)))
                                return
                            }
                            guard (try? await Task.sleep(for: limit - idle)) != nil else { return }
                        }
                    })
                    if let reachability {
                        race.add(Task {
                            guard (try? await Task.sleep(for: .milliseconds(250))) != nil, !lease.isHeld,
                                  let failure = await reachability.failure(), !lease.isHeld else { return }
                            race.finish(.failure(CatalogStoreError(.unavailable, "\(location): \(failure)")))
                        })
                    }
                }
            } onCancel: {
                race.finish(.failure(CancellationError()))
            }
        } catch {
            throw describe(error, at: location)
        }
    }

    /// The store error for a driver's error: a data exception (SQLSTATE class 22, such as a NUL character
    /// PostgreSQL's text cannot hold) is the recipe's fault and refused as invalid; anything else is unavailable.
    static func describe(_ error: any Error, at location: String) -> CatalogStoreError {
        if let error = error as? CatalogStoreError { return error }
        if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState], state.hasPrefix("22") {
            return CatalogStoreError(.invalid, "\(location): \(reason(error))")
        }
        return CatalogStoreError(.unavailable, "\(location): \(reason(error))")
    }

    /// One line saying why PostgreSQL did not answer, in libpq's words where it has them.
    static func reason(_ error: any Error) -> String {
        if let error = error as? TimedOut {
            let (whole, fraction) = error.limit.components
            let seconds = Double(whole) + Double(fraction) / 1e18
            let said = seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)"
            return "no answer within \(said) s (the server is stopped, overloaded or cut off)"
        }
        if error is CancellationError { return "cancelled" }
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return reason(underlying) }
            switch error.code {
            case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
            case .authMechanismRequiresPassword: return "the server asks for a password: set PGPASSWORD or PGPASSFILE"
            case .sslUnsupported: return "the server does not support TLS (sslmode=require)"
            case .queryCancelled, .poolClosed: return "cancelled"
            default: return "\(error.code)"
            }
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty { return "host not found" }
            return error.connectionErrors.first.map { reason($0.error) } ?? "cannot connect"
        }
        if let error = error as? ChannelError, case .connectTimeout = error { return "timed out connecting (connect_timeout)" }
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
        return "\(error)"
    }

    /// A call that outlived its deadline.
    struct TimedOut: Error {
        let limit: Duration
    }

    /// The connection a bounded call holds, if any, so that its deadline can close it, and when it last heard
    /// from the server.
    final class Lease: Sendable {
        /// The connection held, and whether the deadline has passed (a connection leased after it is closed at once).
        private let connection = Mutex<(held: PostgresConnection?, closed: Bool)>((nil, false))
        private let start = ContinuousClock.now
        /// Nanoseconds from `start` to the last answer.
        private let heard = Atomic<Int64>(0)

        func hold(_ held: PostgresConnection?) {
            connection.withLock { state in
                if state.closed, let held { let _: EventLoopFuture<Void> = held.close() }
                state.held = state.closed ? nil : held
            }
            touch()
        }

        /// Whether a connection is held now.
        var isHeld: Bool { connection.withLock { $0.held != nil } }

        /// Notes an answer from the server.
        func touch() {
            let (seconds, attoseconds) = start.duration(to: .now).components
            heard.store(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, ordering: .relaxed)
        }

        /// How long since the last answer.
        var idle: Duration {
            start.duration(to: .now) - .nanoseconds(heard.load(ordering: .relaxed))
        }

        func close() {
            connection.withLock { state in
                // The channel closes on its event loop; nothing waits for it here.
                if let held = state.held { let _: EventLoopFuture<Void> = held.close() }
                state = (nil, true)
            }
        }
    }

    /// A connection while a caller holds it.
    struct Session: Sendable {
        let connection: PostgresConnection
        let logger: Logger
        let lease: Lease

        /// Runs a statement and returns its rows.
        @discardableResult
        func query(_ query: PostgresQuery) async throws -> [PostgresRow] {
            let rows = try await connection.query(query, logger: logger)
            lease.touch()
            var collected: [PostgresRow] = []
            for try await row in rows {
                collected.append(row)
                lease.touch()
            }
            return collected
        }

        /// Runs a statement whose rows do not matter.
        func execute(_ query: PostgresQuery) async throws {
            try await self.query(query)
        }

        /// Runs `body` in one transaction (`begin` starts it): committed when it returns, rolled back when it throws.
        func transaction<T: Sendable>(_ begin: PostgresQuery, _ body: @Sendable (Session) async throws -> T) async throws -> T {
            try await execute(begin)
            do {
                let result = try await body(self)
                try await execute("COMMIT")
                return result
            } catch {
                try? await execute("ROLLBACK")
                throw error
            }
        }
    }
}
