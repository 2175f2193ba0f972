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
        var counts = Counts()
        for recipe in recipes { counts.add(recipe.tags) }
        self.init(counts: counts)
    }

    /// The tags counted in `counts`, most used first.
    public init(counts: Counts) {
        rows = counts.byKey.sorted { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count > rhs.value.count : lhs.key < rhs.key
        }.map { Row(tag: $0.value.spelling, count: $0.value.count) }
    }

    /// Tag counts taken while reading a catalog, joinable in catalog order: each tag folded, as first spelled, with
    /// how many recipes have it.
    public struct Counts: Sendable {
        fileprivate var byKey: [String: (spelling: String, count: Int)] = [:]

        /// No tags counted yet.
        public init() {}

        /// Counts one recipe's tags, once each however it spells them.
        public mutating func add(_ tags: [String]) {
            for tag in Recipe.cleanedTags(tags) {
                byKey[TextPattern.folding(tag), default: (tag, 0)].count += 1
            }
        }

        /// Adds the counts of the recipes after those counted here; a tag keeps its first spelling.
        public mutating func append(_ later: Counts) {
            for (key, value) in later.byKey {
                byKey[key, default: (value.spelling, 0)].count += value.count
            }
        }
    }
}
