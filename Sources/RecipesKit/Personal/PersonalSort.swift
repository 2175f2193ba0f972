import Foundation

/// The orders a person's own marks give a list: `--sort rating` and `--sort cooked`.
public enum PersonalSort: String, Sendable, CaseIterable {
    /// Highest rated first; unrated last.
    case rating
    /// Most recently cooked first; never cooked last.
    case cooked
}

/// The ratings and last cooked days of one person, by slug: what a personal order sorts by.
public struct PersonalMarks: Sendable, Hashable {
    /// Ratings by slug.
    public var ratings: [String: Int]
    /// The last day cooked, by slug.
    public var lastCooked: [String: CalendarDay]

    /// The marks of `recipes`.
    public init(_ recipes: [PersonalRecipe]) {
        ratings = Dictionary(recipes.compactMap { marks in marks.rating.map { (marks.slug, $0) } }) { first, _ in first }
        lastCooked = Dictionary(recipes.compactMap { marks in marks.lastCooked.map { (marks.slug, $0) } }) { first, _ in first }
    }
}

/// A sort a person names (`--sort`, `?sort=`): one of the catalog's own, or one of their own marks'.
public enum SortChoice: Sendable, Hashable, CaseIterable {
    /// By the recipes themselves (name, time, ingredients).
    case catalog(RecipeSort)
    /// By the person's marks (rating, last cooked).
    case personal(PersonalSort)

    public static var allCases: [SortChoice] { RecipeSort.allCases.map(Self.catalog) + PersonalSort.allCases.map(Self.personal) }

    /// The choice a word names (`name`, `time`, `ingredients`, `rating`, `cooked`).
    public init?(rawValue: String) {
        if let sort = RecipeSort(rawValue: rawValue) {
            self = .catalog(sort)
        } else if let sort = PersonalSort(rawValue: rawValue) {
            self = .personal(sort)
        } else {
            return nil
        }
    }

    /// The word for it.
    public var rawValue: String {
        switch self {
        case .catalog(let sort): sort.rawValue
        case .personal(let sort): sort.rawValue
        }
    }

    /// The words a person may write, for messages: `name, time, ingredients, rating or cooked`.
    public static var wordList: String {
        let words = allCases.map(\.rawValue)
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// The ordering for this choice, given the person's marks (needed for a personal sort only).
    public func ordering(marks: PersonalMarks?) -> RecipeOrdering {
        switch self {
        case .catalog(let sort): .sorted(sort)
        case .personal(let sort): .personal(sort, marks ?? PersonalMarks([]))
        }
    }
}
