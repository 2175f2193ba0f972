import Foundation

/// The full screen cook mode takes over: entered and restored around a run, and the source of its key and clock events.
public protocol CookScreen: Sendable {
    /// Takes over the screen (alternate screen, raw keys).
    func enter()
    /// Gives the screen back as it was.
    func restore()
    /// Keys, resizes, signals and clock ticks, until the run ends.
    func events() -> AsyncStream<CookEvent>
}
