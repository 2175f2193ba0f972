import Foundation

/// Where cook mode's time comes from, in seconds; `--clock-scale` makes it run faster.
public protocol CookClock: Sendable {
    /// The current time in seconds since some fixed start.
    func now() -> Double
}

/// The system's monotonic clock, in seconds.
public struct SystemCookClock: CookClock {
    private let start = ContinuousClock.now

    /// A clock starting now.
    public init() {}

    public func now() -> Double {
        let elapsed = start.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}
