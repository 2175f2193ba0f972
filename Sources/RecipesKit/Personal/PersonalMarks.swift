import Foundation

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
