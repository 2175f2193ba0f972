import Foundation

/// One change to a person's marks on a recipe.
public enum PersonalChange: Sendable, Hashable {
    /// Marks it a favorite, or unmarks it.
    case favorite(Bool)
    /// Rates it 1 to 5, or takes the rating away (nil).
    case rating(Int?)
    /// Replaces the note (empty takes it away).
    case note(String)
    /// Logs that it was cooked on a day (again on the same day is no change).
    case cooked(CalendarDay)
    /// Takes a logged day away.
    case uncooked(CalendarDay)
}
