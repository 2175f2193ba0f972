import Foundation

/// Where cook mode's time comes from, in seconds; `--clock-scale` makes it run faster.
public protocol CookClock: Sendable {
    /// The current time in seconds since some fixed start.
    func now() -> Double
}
