import Foundation

/// An element's attributes in the order written, the first of a repeated name kept: a short array, not a
/// dictionary, since elements have few and a page may have millions of elements (a dictionary costs twice).
public struct HTMLAttributes: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var pairs: [(name: String, value: String)]

    /// Attributes from `(name, value)` pairs, the first of a repeated name kept.
    public init(dictionaryLiteral elements: (String, String)...) {
        pairs = []
        for (name, value) in elements { add(name, value) }
    }

    /// The value of the attribute `name` (lowercase), or nil.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// How many attributes there are.
    public var count: Int { pairs.count }

    /// Adds `name` unless it is there already (HTML keeps the first).
    mutating func add(_ name: String, _ value: String) {
        guard self[name] == nil else { return }
        pairs.append((name, value))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }
}
