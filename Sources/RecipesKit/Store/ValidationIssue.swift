import Foundation

/// One rule a recipe breaks: where (a jq-style path such as `timers[2]`) and what.
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The path to the fault inside the submitted JSON, such as `name` or `[1].ingredients[0].name`.
    public var path: String
    /// What is wrong there.
    public var message: String

    /// Creates an issue.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
