import Foundation

/// One document to import: its bytes, the name it was read from, and what to do with taken names.
public struct ImportRequest: Sendable {
    /// The document (JSON-LD, a saved web page).
    public var data: Data
    /// Where it was read from, for messages (a path, a URL, standard input).
    public var source: String
    /// What to do with a recipe whose name is taken.
    public var policy: ConflictPolicy
    /// When reading it must be done (what is left of `--timeout` after fetching it), or nil for no limit.
    public var deadline: ReadingDeadline?

    /// Creates a request.
    public init(data: Data, source: String, policy: ConflictPolicy = .refuse, deadline: ReadingDeadline? = nil) {
        self.data = data
        self.source = source
        self.policy = policy
        self.deadline = deadline
    }
}
