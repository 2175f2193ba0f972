import Foundation

/// What an add does with a recipe whose name (slug) is already in the catalog: `--on-conflict`, `add --replace`.
public enum ConflictPolicy: String, Sendable, Hashable, CaseIterable {
    /// Refuse the whole add (the default): nothing is written.
    case refuse
    /// Leave the existing recipe, and this one out.
    case skip
    /// Add this one under a free name: `Toast (2)`, `Toast (3)`…
    case rename
    /// Replace the existing recipe with this one, keeping its place in the catalog.
    case replace
}

/// One recipe of an add and what is done with it, decided inside the store's transaction.
public struct AddStep: Sendable, Hashable {
    /// What is done.
    public enum Action: Sendable, Hashable {
        /// Inserted at the end of the catalog.
        case insert
        /// Written over the recipe at this slug.
        case replace(slug: String)
        /// Left out: a recipe with its slug is there.
        case skip
    }

    /// The recipe as it will be written (renamed, for `.rename`).
    public var recipe: Recipe
    /// What is done with it.
    public var action: Action

    /// Plans `recipes` under `policy`, given which slugs the catalog holds; a taken slug under `.refuse` throws
    /// `.duplicate`, as does a name repeated within `recipes` itself.
    public static func plan(_ recipes: [Recipe], policy: ConflictPolicy, isTaken: (String) throws -> Bool) throws -> [AddStep] {
        var claimed = Set<String>()
        var steps: [AddStep] = []
        for recipe in recipes {
            let slug = recipe.baseSlug
            guard claimed.insert(slug).inserted else { throw CatalogStoreError.duplicate(recipe) }
            guard try isTaken(slug) else {
                steps.append(AddStep(recipe: recipe, action: .insert))
                continue
            }
            switch policy {
            case .refuse:
                throw CatalogStoreError.duplicate(recipe)
            case .skip:
                steps.append(AddStep(recipe: recipe, action: .skip))
            case .replace:
                steps.append(AddStep(recipe: recipe, action: .replace(slug: slug)))
            case .rename:
                var renamed = recipe
                var number = 2
                repeat {
                    renamed.name = "\(recipe.displayName) (\(number))"
                    number += 1
                } while try isTaken(renamed.baseSlug) || claimed.contains(renamed.baseSlug)
                claimed.insert(renamed.baseSlug)
                steps.append(AddStep(recipe: renamed, action: .insert))
            }
        }
        return steps
    }
}

/// What an add did with one recipe.
public struct AddResult: Sendable, Hashable {
    /// Added, replaced another, or skipped.
    public enum Change: Sendable, Hashable {
        case added, replaced, skipped
    }

    /// What happened.
    public var change: Change
    /// The recipe as stored (for `.skipped`, the one offered, at the slug that was taken, revision 0).
    public var stored: StoredRecipe

    /// Creates a result.
    public init(change: Change, stored: StoredRecipe) {
        self.change = change
        self.stored = stored
    }
}
