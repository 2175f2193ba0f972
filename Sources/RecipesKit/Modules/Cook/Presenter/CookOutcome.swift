import Foundation

/// How cook mode ended.
public enum CookOutcome: Sendable, Hashable {
    /// `q` (and `y` when timers ran).
    case quit
    /// Ctrl-C.
    case interrupted
    /// A signal or the end of input.
    case terminated
}
