import Foundation

/// Whether a store's change signal listens now, and how long its last check took to come back.
public struct ListenerState: Sendable, Hashable {
    /// Whether the signal is listening for changes now.
    public var isListening: Bool
    /// How long the last check's notification took to come back; nil before the first.
    public var lastCheck: Duration?

    /// A listener's state as read.
    public init(isListening: Bool, lastCheck: Duration? = nil) {
        self.isListening = isListening
        self.lastCheck = lastCheck
    }
}
