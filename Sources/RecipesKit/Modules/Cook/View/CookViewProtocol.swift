import Foundation

/// Cook mode's view: a full screen it takes over and gives back, the keys, resizes, signals and clock ticks it
/// hears, and the session drawn after each.
public protocol CookViewProtocol: Sendable {
    /// Takes over the screen (alternate screen, raw keys).
    func enter()
    /// Gives the screen back as it was.
    func restore()
    /// Keys, resizes, signals and clock ticks, until the run ends.
    func events() -> AsyncStream<CookEvent>
    /// Draws the session's current screen.
    func show(_ session: CookSession, now: Double) async
    /// Rings the bell: a timer ended.
    func ring() async
    /// Says why cook mode cannot start (the screen is never taken then).
    func show(error message: String) async
}
