import Foundation

/// What an edit shows: a line per change for people's views, and the recipes concerned for machine views (whose
/// output is those recipes in the catalog format, to feed the next command).
public struct CatalogEditViewModel: Sendable, Hashable {
    /// One line per change, such as `added "Crock Pot Roast" (crock-pot-roast) to …`.
    public var lines: [String]
    /// The recipes added, removed or marked.
    public var recipes: [Recipe]
    /// Whether nothing changed (a favorite added twice): the lines are then a note, not a result.
    public var isNote: Bool
    /// Lines about what was left out, which machine output sends to standard error.
    public var notes: [String]

    /// Creates a view model.
    public init(lines: [String], recipes: [Recipe], isNote: Bool = false, notes: [String] = []) {
        self.lines = lines
        self.recipes = recipes
        self.isNote = isNote
        self.notes = notes
    }
}
