import Foundation

/// How a module's run ended, for the caller to turn into an exit status or an HTTP status.
public enum ModuleOutcome: Sendable, Hashable {
    /// Something was shown.
    case shown
    /// Nothing matched; the view said so.
    case empty
    /// The run failed; the view showed why.
    case failed(ModuleFailure)
}

/// Why a module's run failed.
public enum ModuleFailure: Sendable, Hashable {
    /// The catalog could not be had.
    case catalog(CatalogError)
    /// No recipe has the name asked for.
    case notFound
    /// Several recipes start with the name asked for.
    case ambiguous
    /// `--servings` was asked of a recipe that does not say how many it serves.
    case noServingCount
    /// A store or a service refused or failed a write.
    case store(CatalogStoreError)
}

/// A module's failure with the one line that says it.
public struct ModuleFailureMessage: Error, Sendable, Hashable {
    /// The failure, which decides the outcome.
    public var failure: ModuleFailure
    /// What to tell the user.
    public var message: String

    /// Creates a failure.
    public init(failure: ModuleFailure, message: String) {
        self.failure = failure
        self.message = message
    }
}
