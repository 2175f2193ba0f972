import Foundation

/// What reaches cook mode: keys, the clock's ticks, a resize, or a request to stop.
public enum CookEvent: Sendable, Hashable {
    /// Bytes typed.
    case keys([UInt8])
    /// Time passed: check the timers and redraw the countdowns.
    case tick
    /// The terminal changed size.
    case resize
    /// SIGTERM, SIGHUP, or the end of input: leave now.
    case terminate
}

/// How cook mode ended.
public enum CookOutcome: Sendable, Hashable {
    /// `q` (and `y` when timers ran).
    case quit
    /// Ctrl-C.
    case interrupted
    /// A signal or the end of input.
    case terminated
}

/// Where cook mode's time comes from, in seconds; `--clock-scale` makes it run faster.
public protocol CookClock: Sendable {
    /// The current time in seconds since some fixed start.
    func now() -> Double
}

/// The monotonic clock, `scale` times faster than real time.
public struct ScaledClock: CookClock {
    private let start = ContinuousClock.now
    private let scale: Double

    /// Creates a clock running `scale` times faster than real time.
    public init(scale: Double = 1) {
        self.scale = scale
    }

    public func now() -> Double {
        let elapsed = start.duration(to: .now)
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * scale
    }
}

/// Runs cook mode: feeds events to the session and draws it after each.
public struct CookPresenter: Sendable {
    private let view: any CookViewProtocol
    private let clock: any CookClock

    /// Creates a presenter drawing on `view` with time from `clock`.
    public init(view: any CookViewProtocol, clock: any CookClock) {
        self.view = view
        self.clock = clock
    }

    /// Shows `detail` step by step until the user quits or `events` end.
    public func run(_ detail: RecipeDetailViewModel, events: AsyncStream<CookEvent>) async -> CookOutcome {
        var session = CookSession(detail: detail)
        await view.show(session, now: clock.now())
        for await event in events {
            let now = clock.now()
            var effects: [CookSession.Effect] = []
            switch event {
            case .keys(let bytes): effects = CookSession.keys(in: bytes).map { session.handle($0, now: now) }
            case .tick, .resize: effects = [session.tick(now: now)]
            case .terminate: return .terminated
            }
            if effects.contains(.interrupt) { return .interrupted }
            if effects.contains(.quit) { return .quit }
            if effects.contains(.ring) { await view.ring() }
            await view.show(session, now: now)
        }
        return .terminated
    }
}
