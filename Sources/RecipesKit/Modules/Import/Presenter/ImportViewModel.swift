import Foundation

/// What an import shows: a line per recipe imported or refused (with what could not be mapped) for people's views,
/// the recipes imported for machine views (`--dry-run` prints them in the catalog format), and the lines about what
/// was left out, which machine views send to standard error.
public struct ImportViewModel: Sendable, Hashable {
    /// One line per recipe found, and per thing that was not a recipe.
    public var lines: [String]
    /// The recipes imported.
    public var recipes: [Recipe]
    /// The lines that are not about an imported recipe.
    public var notes: [String]

    /// Creates a view model.
    public init(lines: [String], recipes: [Recipe], notes: [String]) {
        self.lines = lines
        self.recipes = recipes
        self.notes = notes
    }
}
