import Foundation
import RecipesKit
import Synchronization

/// What a replica knows of its change signal (PostgreSQL's LISTEN), for `/health`: whether it is listening, and
/// since when it is not.
///
/// A replica whose signal has been lost for longer than `staleAfter` while its store still answers is behind the
/// others only by its own fault: `/health` answers 503 with the reason, so a load balancer takes it out until it
/// listens again. When the store itself cannot be reached, every replica is in the same state: they keep
/// answering reads from their snapshots (marked stale), and `/health` stays 200, since a balancer that took every
/// replica out would refuse even those reads.
public final class ReplicaHealth: Sendable {
    private struct State {
        var lostSince: ContinuousClock.Instant?
        var reason: String?
        var lastCheck: Duration?
    }

    private let state = Mutex(State())
    /// How long a lost signal is tolerated before `/health` says so.
    public let staleAfter: Duration

    /// Health with a signal assumed lost until it first reports listening.
    public init(staleAfter: Duration) {
        self.staleAfter = staleAfter
        state.withLock { $0.lostSince = .now }
    }

    /// Takes in an event from the signal.
    func note(_ event: CatalogChangeEvent) {
        state.withLock { state in
            switch event {
            case .listening, .changed, .alive:
                state.lostSince = nil
                state.reason = nil
                if case .alive(let after) = event { state.lastCheck = after }
            case .lost(let reason):
                if state.lostSince == nil { state.lostSince = .now }
                state.reason = reason
            }
        }
    }

    /// Whether the signal is listening now, and how long its last check took to come back (nil before the first).
    var listener: ListenerState {
        state.withLock { ListenerState(isListening: $0.lostSince == nil, lastCheck: $0.lastCheck) }
    }

    /// Why this replica should be taken out, or nil when it should not.
    func problem(storeReachable: Bool, now: ContinuousClock.Instant = .now) -> String? {
        state.withLock { state in
            guard storeReachable, let since = state.lostSince, since.duration(to: now) > staleAfter else { return nil }
            let seconds = Int(since.duration(to: now).components.seconds)
            return "not listening for changes for \(seconds) s" + (state.reason.map { " (\($0))" } ?? "")
                + "; writes made through other replicas may be missing here"
        }
    }
}
