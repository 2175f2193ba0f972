import Foundation

/// The orders a person's own marks give a list: `--sort rating` and `--sort cooked`.
public enum PersonalSort: String, Sendable, CaseIterable {
    /// Highest rated first; unrated last.
    case rating
    /// Most recently cooked first; never cooked last.
    case cooked
}
