import Foundation

/// How a cook run ended, or why it could not start.
public enum CookResult: Sendable, Hashable {
    /// It ran and ended this way.
    case ran(CookOutcome)
    /// It could not start; the message was written.
    case failed(ModuleFailure)
}
