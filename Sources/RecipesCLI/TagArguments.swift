import ArgumentParser
import RecipesKit

/// The checks `tag` and `untag` make on their TAG arguments, before any store is opened.
enum TagArguments {
    /// A tag to add: what a store accepts (checked here, so a bad one is a usage error before anything opens).
    static func validate(_ tags: [String]) throws {
        guard !tags.isEmpty else { throw ValidationError("give at least one TAG") }
        for tag in tags {
            let trimmed = tag.trimmed
            if trimmed.isEmpty { throw ValidationError("a TAG must not be empty") }
            if trimmed.contains(",") { throw ValidationError("'\(trimmed.forMessage)' holds a comma; give each tag as its own argument") }
            if trimmed.count > Recipe.maximumTagLength {
                throw ValidationError("'\(String(trimmed.prefix(20)).forMessage)…' is \(trimmed.count) characters long (at most \(Recipe.maximumTagLength))")
            }
            // The store's own rule (one line, something visible), said here naming the argument, not the stored list.
            if let problem = RecipeValidator.tagProblem(trimmed) {
                throw ValidationError("the TAG '\(trimmed.forMessage.terminalLine)' \(problem)")
            }
        }
        if tags.count > Recipe.maximumTags { throw ValidationError("give at most \(Recipe.maximumTags) TAGs; a recipe holds no more") }
    }

    /// A tag to remove: any text but a blank one, so that a tag a store would now refuse can still be taken off.
    static func validateRemoved(_ tags: [String]) throws {
        guard !tags.isEmpty else { throw ValidationError("give at least one TAG") }
        if tags.contains(where: { $0.trimmed.isEmpty }) { throw ValidationError("a TAG must not be empty") }
    }
}
