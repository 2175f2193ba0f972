import Foundation
import RecipesTestSupport
import Testing

/// What a run of the `recipes` executable printed and how it exited.
struct CommandResult: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// The command's own peak resident memory in KiB; nil when it was not known.
    var peakResidentKiB: Int? = nil

    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
}
