import Foundation

/// Every tag of a catalog with its recipe count: most used first, then by name.
public struct TagListViewModel: Sendable, Hashable {
    /// One tag, as first spelled in catalog order, and how many recipes have it.
    public struct Row: Sendable, Hashable {
        /// The tag, trimmed.
        public var tag: String
        /// How many recipes have it (compared ignoring case and accents).
        public var count: Int
    }

    /// The tags, most used first, then by folded name.
    public var rows: [Row]

    /// Counts the tags of `recipes`; a recipe counts once per tag however it spells it.
    public init(recipes: [Recipe]) {
        var counts: [String: (spelling: String, count: Int)] = [:]
        for recipe in recipes {
            for tag in Recipe.cleanedTags(recipe.tags) {
                let key = TextPattern.folding(tag)
                counts[key, default: (tag, 0)].count += 1
            }
        }
        rows = counts.sorted { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count > rhs.value.count : lhs.key < rhs.key
        }.map { Row(tag: $0.value.spelling, count: $0.value.count) }
    }
}
