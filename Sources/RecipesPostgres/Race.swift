import Synchronization

/// The first outcome of several racing tasks, given to one waiting continuation; the racers still running are
/// cancelled then, and later outcomes are dropped. Unlike a task group, the waiter never waits for a racer to end.
final class Race<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var outcome: Result<T, any Error>?
        var racers: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Gives the outcome to `continuation` (at once when one is already known).
    func start(_ continuation: CheckedContinuation<T, any Error>) {
        let known = state.withLock { state -> Result<T, any Error>? in
            if state.outcome == nil { state.continuation = continuation }
            return state.outcome
        }
        if let known { continuation.resume(with: known) }
    }

    /// Runs `racer` until the race ends (cancelled at once when it already has).
    func add(_ racer: Task<Void, Never>) {
        let ended = state.withLock { state -> Bool in
            if state.outcome == nil { state.racers.append(racer) }
            return state.outcome != nil
        }
        if ended { racer.cancel() }
    }

    /// Whether an outcome is known.
    var isFinished: Bool { state.withLock { $0.outcome != nil } }

    /// Ends the race with `outcome` unless it has ended.
    func finish(_ outcome: Result<T, any Error>) {
        let (continuation, racers) = state.withLock { state -> (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) in
            guard state.outcome == nil else { return (nil, []) }
            state.outcome = outcome
            defer { state.continuation = nil; state.racers = [] }
            return (state.continuation, state.racers)
        }
        continuation?.resume(with: outcome)
        for racer in racers { racer.cancel() }
    }
}
