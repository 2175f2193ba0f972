import Foundation

/// A sort a person names (`--sort`, `?sort=`): one of the catalog's own, or one of their own marks'.
public enum SortChoice: Sendable, Hashable, CaseIterable {
    /// By the recipes themselves (name, time, ingredients).
    case catalog(RecipeSort)
    /// By the person's marks (rating, last cooked).
    case personal(PersonalSort)

    /// The catalog's sorts, then the personal ones.
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

    /// The sort by the recipes themselves, if this is one.
    public var catalogSort: RecipeSort? {
        if case .catalog(let sort) = self { return sort }
        return nil
    }

    /// The sort by a person's own marks, if this is one.
    public var personalSort: PersonalSort? {
        if case .personal(let sort) = self { return sort }
        return nil
    }
}
