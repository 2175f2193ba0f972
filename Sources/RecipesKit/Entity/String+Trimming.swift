import Foundation

extension String {
    /// The text without leading and trailing white space, for display and matching.
    package var trimmed: String {
        // White space is Unicode's White_Space, trimmed by scalar as `trimmingCharacters(in:)` trims; its
        // `.whitespacesAndNewlines` also holds U+200B, a format character, which the validator names as invisible
        // instead. Done here, not through NSString, whose first use costs a search of the binary's conformances.
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        if start == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[start...last])
    }
}

extension String {
    /// The text as one-line messages quote it: at most 80 characters, the rest said to be cut (a 10,000-character
    /// name must not fill an error line).
    public var forMessage: String {
        count <= 80 ? self : String(prefix(79)) + "…"
    }
}
