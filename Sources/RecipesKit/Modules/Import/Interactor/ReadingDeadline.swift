import Foundation

/// The time a user allowed for reading one input, fetching and parsing together (`--timeout`), and how to say
/// it ran out.
public struct ReadingDeadline: Sendable, Hashable {
    /// When the time runs out.
    public let instant: ContinuousClock.Instant
    /// How much time was allowed, for messages.
    public let allowed: Duration
    /// The option that sets it, for messages (`--timeout`).
    public let option: String

    /// A deadline `allowed` after `start`, set by `option`.
    public init(after allowed: Duration, from start: ContinuousClock.Instant = .now, option: String = "--timeout") {
        self.instant = start + allowed
        self.allowed = allowed
        self.option = option
    }

    /// Whether the time has run out.
    public var hasPassed: Bool { ContinuousClock.now >= instant }

    /// The error for work that ran out of time, saying what it was doing: "timed out after 2 s reading the page
    /// (raise it with --timeout)".
    public func exceeded(_ doing: String) -> CatalogStoreError {
        let (seconds, attoseconds) = allowed.components
        let amount = attoseconds == 0 ? "\(seconds) s" : "\(Double(seconds) + Double(attoseconds) / 1e18) s"
        return CatalogStoreError(.unavailable, "timed out after \(amount) \(doing) (raise it with \(option))")
    }
}
