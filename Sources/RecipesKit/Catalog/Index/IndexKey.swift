import Foundation

/// A folded name or word as an index key, equal only to the same bytes: `String`'s own equality treats canonically
/// equivalent texts (`é` precomposed and decomposed) as one key, which would keep one spelling's bytes for both
/// while queries compare bytes, as `TextPattern` does.
struct IndexKey: Hashable, Sendable {
    /// The folded text.
    let text: String

    static func == (lhs: IndexKey, rhs: IndexKey) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
