import Foundation

/// What one person keeps of their own about one recipe: whether it is a favorite, a rating, a private note and the
/// days they cooked it. Kept by the recipe's slug, so it outlives the recipe and follows a rename.
public struct PersonalRecipe: Sendable, Hashable {
    /// The recipe's slug.
    public var slug: String
    /// Whether it is one of their favorites.
    public var isFavorite: Bool
    /// Their rating, 1 to 5 (`PersonalRules.ratings`); nil when they gave none.
    public var rating: Int?
    /// Their private note; empty when there is none.
    public var note: String
    /// The days they cooked it, earliest first, each once.
    public var cooked: [CalendarDay]

    /// Creates marks; the cooked days are sorted and each kept once.
    public init(slug: String, isFavorite: Bool = false, rating: Int? = nil, note: String = "", cooked: [CalendarDay] = []) {
        self.slug = slug
        self.isFavorite = isFavorite
        self.rating = rating
        self.note = note
        self.cooked = Array(Set(cooked)).sorted()
    }

    /// The last day they cooked it.
    public var lastCooked: CalendarDay? { cooked.last }

    /// Whether nothing is kept.
    public var isEmpty: Bool { !isFavorite && rating == nil && note.isEmpty && cooked.isEmpty }

    /// These marks with `change` made; `.notFound` when it takes away a cooked day that is not there.
    public func applying(_ change: PersonalChange) throws(CatalogStoreError) -> PersonalRecipe {
        var changed = self
        switch change {
        case .favorite(let isFavorite): changed.isFavorite = isFavorite
        case .rating(let rating): changed.rating = rating
        case .note(let note): changed.note = PersonalRules.note(note)
        case .cooked(let day):
            if !changed.cooked.contains(day) { changed.cooked = (changed.cooked + [day]).sorted() }
        case .uncooked(let day):
            guard let index = changed.cooked.firstIndex(of: day) else { throw PersonalStoreChecks.notCooked(slug, on: day) }
            changed.cooked.remove(at: index)
        }
        return changed
    }
}
