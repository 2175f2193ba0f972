import Foundation

/// Which slice of an ordered list to show: `--offset` and `--limit`.
public struct RecipePage: Sendable, Hashable {
    /// How many recipes to skip.
    public var offset: Int
    /// How many to show at most; nil for all.
    public var limit: Int?

    /// Creates a page; negative values are treated as 0.
    public init(offset: Int = 0, limit: Int? = nil) {
        self.offset = max(0, offset)
        self.limit = limit.map { max(0, $0) }
    }

    /// The whole list.
    public static let all = RecipePage()

    /// The slice of `recipes` this page covers.
    public func apply(to recipes: [Recipe]) -> [Recipe] {
        guard offset < recipes.count else { return [] }
        let end = limit.map { min(recipes.count, offset + $0) } ?? recipes.count
        return Array(recipes[offset..<end])
    }
}
