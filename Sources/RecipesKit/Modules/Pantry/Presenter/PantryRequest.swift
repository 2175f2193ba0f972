import Foundation

/// What the pantry module is asked to do.
public enum PantryRequest: Sendable, Hashable {
    /// List the pantry.
    case list
    /// Add foods (one already there is left as it is).
    case add([String])
    /// Remove foods (one not there is said so).
    case remove([String])
}
