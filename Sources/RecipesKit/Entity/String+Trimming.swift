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
