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

    /// Why the server cannot be reached, or nil when a connection to it could be made (or the caller was
    /// cancelled before the probe answered).
    func failure() async -> String? {
        while true {
            let now = ContinuousClock.now
            let known = state.withLock { state -> String?? in
                if let answer = state.answer, answer.at.duration(to: now) < Self.memory { return .some(answer.failure) }
                if state.probe == nil {
                    state.probe = Task { [address, logger] in
                        let failure = await Self.probe(address, logger: logger)
                        self.state.withLock { state in
                            state.answer = (failure, .now)
                            state.probe = nil
                        }
                        return failure
                    }
                }
                return .none
            }
            if let known { return known }
            // Polled, not awaited: a stopped server can leave the probe's connection hanging until connect_timeout,
            // and a caller whose own deadline passes must not be held by it.
            guard (try? await Task.sleep(for: .milliseconds(20))) != nil else { return nil }
        }
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
