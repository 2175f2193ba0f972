import Foundation

/// Which recipes a shopping list is for, and how much of each.
public struct ShoppingListRequest: Sendable, Hashable {
    /// The recipes' names (exact, any case, or a unique prefix).
    public var names: [String]
    /// The factor quantities are multiplied by.
    public var scale: Fraction

    /// Creates a request.
    public init(names: [String], scale: Fraction = .one) {
        self.names = names
        self.scale = scale
    }
}
