import Foundation

extension String {
    /// The text without leading and trailing white space, for display and matching.
    package var trimmed: String {
        // Most catalog strings have nothing to trim; skip the Foundation call for them.
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace
        else { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension String {
    /// The text as one-line messages quote it: at most 80 characters, the rest said to be cut (a 10,000-character
    /// name must not fill an error line).
    public var forMessage: String {
        count <= 80 ? self : String(prefix(79)) + "…"
    }
}
