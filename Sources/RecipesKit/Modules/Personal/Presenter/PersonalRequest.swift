import Foundation

/// What the personal module is asked to do: show or change one person's marks on a recipe, or list their cooking.
public enum PersonalRequest: Sendable, Hashable {
    /// Show what `person` keeps about the recipe `name` means.
    case show(name: String, person: Person)
    /// Make `changes` to it, all or none.
    case change(name: String, person: Person, [PersonalChange])
    /// The days `person` cooked, most recent first, at most `limit` of them.
    case log(person: Person, limit: Int?)
}
