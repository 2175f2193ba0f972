import Foundation

/// How results are written: for people or for programs.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned text for a person.
    case text
    /// The catalog wire format, to pipe into other commands or jq.
    case json
}
