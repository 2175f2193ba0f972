import Foundation
import Logging
import PostgresNIO
import Synchronization

/// Whether PostgreSQL can be reached at all, for callers kept waiting for a pooled connection: the pool retries a
/// server that refuses connections for as long as it is asked to, so a caller would wait out its whole deadline
/// for an answer the server gave at once. One probe connection at a time answers for every waiting caller, and
/// its answer is kept for a second.
final class PostgresReachability: Sendable {
    private struct State {
        var answer: (failure: String?, at: ContinuousClock.Instant)?
        var probe: Task<String?, Never>?
    }

    private let address: PostgresAddress
    private let logger: Logger
    private let state = Mutex(State())
    /// How long an answer is kept.
    static let memory = Duration.seconds(1)

    init(address: PostgresAddress, logger: Logger) {
        self.address = address
        self.logger = logger
    }

    /// Why the server cannot be reached, or nil when a connection to it could be made.
    func failure() async -> String? {
        let now = ContinuousClock.now
        let probe = state.withLock { state -> Task<String?, Never>? in
            if let answer = state.answer, answer.at.duration(to: now) < Self.memory { return nil }
            if let probe = state.probe { return probe }
            let probe = Task { [address, logger] in await Self.probe(address, logger: logger) }
            state.probe = probe
            return probe
        }
        guard let probe else { return state.withLock { $0.answer?.failure } }
        let failure = await probe.value
        state.withLock { state in
            state.answer = (failure, .now)
            state.probe = nil
        }
        return failure
    }

    private static func probe(_ address: PostgresAddress, logger: Logger) async -> String? {
        do {
            let connection = try await PostgresConnection.connect(
                configuration: address.configuration, id: Int.random(in: 1...Int(Int32.max)), logger: logger)
            try? await connection.close()
            return nil
        } catch {
            return PostgresLink.reason(error)
        }
    }
}
