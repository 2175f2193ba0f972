import Foundation

/// A food the household always has, and who added it to the pantry.
public struct PantryFood: Sendable, Hashable {
    /// The food as written.
    public var name: String
    /// The user who added it (their name as it was then); nil for the CLI, the shared token and the foods a new store
    /// starts with.
    public var addedBy: String?

    /// Creates a pantry food.
    public init(name: String, addedBy: String? = nil) {
        self.name = name
        self.addedBy = addedBy
    }
}
