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
