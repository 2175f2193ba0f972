import Foundation

/// What an edit module is asked to do.
public enum CatalogEdit: Sendable {
    /// Add these recipes, doing with taken names what the policy says.
    case add([Recipe], onConflict: ConflictPolicy = .refuse)
    /// Replace the recipe a user means by this name with another version of it (which may rename it), only while
    /// it is still as it was read (`original`): an edit made meanwhile by someone else is never overwritten.
    case replace(name: String, with: Recipe, original: Recipe)
    /// Remove the recipe a user means by this name.
    case remove(name: String)
    /// Add tags to the recipe a user means by this name, and take others off.
    case retag(name: String, adding: [String], removing: [String])
    /// Mark the recipe a user means by this name as a favorite.
    case addFavorite(name: String)
    /// Unmark it.
    case removeFavorite(name: String)
}

/// What an edit did, for the presenter to show.
public enum CatalogEditResult: Sendable {
    /// These recipes were committed (or skipped, under `--on-conflict skip`).
    case added([AddResult], destination: String)
    /// The recipe once at `previousSlug` was replaced.
    case replaced(StoredRecipe, previousSlug: String, destination: String)
    /// This recipe was removed.
    case removed(StoredRecipe, destination: String)
    /// The recipe's tags changed from `before` to its own; unchanged (nothing written) when `before` equals them.
    case retagged(StoredRecipe, before: [String], destination: String)
    /// The recipe is a favorite now; `already` when it was one before.
    case favorited(Recipe, slug: String, already: Bool)
    /// The favorite with this slug is gone; `wasFavorite` false when there was none.
    case unfavorited(name: String, slug: String, wasFavorite: Bool)
    /// Nothing was changed, for this reason.
    case failed(ModuleFailure, message: String)
}
