import Foundation

/// The version of the Recipes library and tools.
public enum RecipesVersion {
    /// Semantic version string, shown by `recipes --version`.
    public static let current = "0.1.0"
}
