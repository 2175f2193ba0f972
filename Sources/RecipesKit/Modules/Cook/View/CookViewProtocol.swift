import Foundation

/// Draws cook mode.
public protocol CookViewProtocol: Sendable {
    /// Draws the session's current screen.
    func show(_ session: CookSession, now: Double) async
    /// Rings the bell: a timer ended.
    func ring() async
}
