import Foundation

/// A store in memory: the same rules as the SQLite store, nothing kept after the process ends.
public final class InMemoryCatalogStore: CatalogStoreProtocol, @unchecked Sendable {
    private struct State {
        var recipes: [StoredRecipe] = []
        var favorites: [String] = []
        var revision = 0
    }

    // @unchecked: `state` is only touched inside `withState`, under `lock` (the core uses Foundation's locks only).
    private let lock = NSLock()
    private var state = State()
    public let location = "memory"
    private let made = StoreIdentity.make()

    /// Creates a store holding `recipes` (each at revision 1 when given).
    public init(recipes: [Recipe] = []) throws(CatalogStoreError) {
        if !recipes.isEmpty { _ = try apply(recipes, onConflict: .refuse) }
    }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe] {
        withState { $0.recipes }
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        try apply(recipes, onConflict: policy)
    }

    private func apply(_ recipes: [Recipe], onConflict policy: ConflictPolicy) throws(CatalogStoreError) -> [AddResult] {
        // Checked first, as the real stores check them before their transaction: an invalid recipe is said before a
        // taken name.
        if policy == .refuse { try RecipeValidator.check(recipes) }
        return try withState { state throws(CatalogStoreError) in
            let slugs = Set(state.recipes.map(\.slug))
            if policy == .refuse, let taken = recipes.first(where: { slugs.contains($0.baseSlug) }),
               let stored = state.recipes.first(where: { $0.slug == taken.baseSlug }) {
                throw CatalogStoreError.duplicate(taken, storedName: stored.recipe.displayName)
            }
            let steps: [AddStep]
            do {
                steps = try AddStep.plan(recipes, policy: policy) { slugs.contains($0) }
            } catch let error as CatalogStoreError {
                throw error
            } catch {
                throw CatalogStoreError(.unavailable, "\(error)")
            }
            try RecipeValidator.check(steps.filter { $0.action != .skip }.map(\.recipe))
            let revision = state.revision + 1
            var results: [AddResult] = []
            for step in steps {
                let stored = StoredRecipe(recipe: step.recipe, slug: step.recipe.baseSlug, revision: revision)
                switch step.action {
                case .insert:
                    state.recipes.append(stored)
                    results.append(AddResult(change: .added, stored: stored))
                case .replace(let slug):
                    if let index = state.recipes.firstIndex(where: { $0.slug == slug }) { state.recipes[index] = stored }
                    results.append(AddResult(change: .replaced, stored: stored))
                case .skip:
                    results.append(AddResult(change: .skipped, stored: StoredRecipe(recipe: step.recipe, slug: stored.slug, revision: 0)))
                }
            }
            if results.contains(where: { $0.change != .skipped }) { state.revision = revision }
            return results
        }
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try withState { state throws(CatalogStoreError) in
            try RecipeValidator.check([recipe])
            let index = try Self.index(of: slug, in: state, expecting: expected)
            if recipe.baseSlug != slug, let stored = state.recipes.first(where: { $0.slug == recipe.baseSlug }) {
                throw CatalogStoreError.duplicate(recipe, storedName: stored.recipe.displayName)
            }
            state.revision += 1
            state.recipes[index] = StoredRecipe(recipe: recipe, slug: recipe.baseSlug, revision: state.revision)
            return state.recipes[index]
        }
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try withState { state throws(CatalogStoreError) in
            let index = try Self.index(of: slug, in: state, expecting: expected)
            state.revision += 1
            return state.recipes.remove(at: index)
        }
    }

    public func favorites() async throws(CatalogStoreError) -> [String] {
        withState { $0.favorites }
    }

    public func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        withState { state in
            if state.favorites.contains(slug) { return false }
            state.favorites.append(slug)
            return true
        }
    }

    public func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        withState { state in
            guard let index = state.favorites.firstIndex(of: slug) else { return false }
            state.favorites.remove(at: index)
            return true
        }
    }

    public func revision() async throws(CatalogStoreError) -> Int {
        withState { $0.revision }
    }

    public func identity() async throws(CatalogStoreError) -> String { made }


    private func withState<T, Failure: Error>(_ body: (inout State) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    private static func index(of slug: String, in state: State, expecting expected: Set<Int>?) throws(CatalogStoreError) -> Int {
        guard let index = state.recipes.firstIndex(where: { $0.slug == slug }) else {
            throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
        }
        if let expected, !expected.contains(state.recipes[index].revision) {
            throw CatalogStoreError(.conflict, "recipe '\(slug)' changed since it was read (now at revision \(state.recipes[index].revision))")
        }
        return index
    }
}
