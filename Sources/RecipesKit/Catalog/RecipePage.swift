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
        Array(recipes[range(in: recipes.count)])
    }

    /// The offsets this page covers in a list of `count`: empty past its end.
    public func range(in count: Int) -> Range<Int> {
        guard offset < count else { return count..<count }
        // `count - offset` first: a limit near Int.max must not overflow.
        return offset..<(limit.map { offset + min($0, count - offset) } ?? count)
    }
}
