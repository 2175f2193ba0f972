import Foundation

/// Which recipe cook mode walks through, and how much of it.
public struct CookRequest: Sendable, Hashable {
    /// The recipe's name (exact, any case, or a unique prefix).
    public var name: String
    /// The factor quantities are multiplied by.
    public var scale: Fraction?

    /// Creates a request.
    public init(name: String, scale: Fraction? = nil) {
        self.name = name
        self.scale = scale
    }
}
