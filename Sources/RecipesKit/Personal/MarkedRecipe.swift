import Foundation

/// What a change did to a person's marks on a recipe: the marks just before it, and after, as one write saw them.
public struct MarkedRecipe: Sendable, Hashable {
    /// The marks before the change.
    public var before: PersonalRecipe
    /// The marks after it.
    public var after: PersonalRecipe

    /// Creates the pair.
    public init(before: PersonalRecipe, after: PersonalRecipe) {
        self.before = before
        self.after = after
    }
}
