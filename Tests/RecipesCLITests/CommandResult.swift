import Foundation
import RecipesTestSupport
import Testing

/// What a run of the `recipes` executable printed and how it exited.
struct CommandResult: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
}
