import Foundation

/// Carries out edits of a catalog and its favorites.
public protocol CatalogEditInteractorProtocol: Sendable {
    /// Performs `edit`; failures come back as `.failed` with a one-line message.
    func perform(_ edit: CatalogEdit) async -> CatalogEditResult
    /// The recipe a user means by `name`, for an edit that starts from it (`recipes edit`).
    func recipe(named name: String) async throws(ModuleFailureMessage) -> Recipe
}

/// Carries out an edit: resolves names through the named-recipes interactor, writes through the writer, keeps
/// favorites in the store.
public struct CatalogEditInteractor: CatalogEditInteractorProtocol {
    private let namedRecipes: any NamedRecipesInteractorProtocol
    private let source: String
    private let writer: (any CatalogWriterProtocol)?
    private let favorites: (any CatalogStoreProtocol)?

    /// Creates the interactor: `namedRecipes` finds the recipes names mean in the catalog `source` describes,
    /// `writer` is where recipes are written (nil when the source cannot be written), `favorites` the local store
    /// that keeps favorites.
    public init(
        namedRecipes: any NamedRecipesInteractorProtocol, source: String, writer: (any CatalogWriterProtocol)?,
        favorites: (any CatalogStoreProtocol)?
    ) {
        self.namedRecipes = namedRecipes
        self.source = source
        self.writer = writer
        self.favorites = favorites
    }

    public func perform(_ edit: CatalogEdit) async -> CatalogEditResult {
        do {
            switch edit {
            case .add(let recipes, let policy):
                let writer = try requireWriter()
                return .added(try await writer.add(recipes, onConflict: policy), destination: writer.destination)
            case .replace(let name, let recipe, let original):
                let writer = try requireWriter()
                let slug = try await resolve(name).baseSlug
                let stored = try await writer.replace(slug: slug, with: recipe, unlessChangedFrom: original)
                return .replaced(stored, previousSlug: slug, destination: writer.destination)
            case .remove(let name):
                let writer = try requireWriter()
                let recipe = try await resolve(name)
                // Removing is not undone: the start of a name, which finds a recipe to show, does not remove one
                // (a second `remove Toast` would take "Toast (2)").
                guard TextPattern(name).isEqual(to: recipe.name) || name.trimmed == recipe.baseSlug else {
                    throw EditFailure(
                        failure: .notFound,
                        message: "no recipe named \"\(name.trimmed.forMessage.terminalLine)\"; did you mean \"\(recipe.displayName.forMessage.terminalLine)\"? (remove takes a whole name)")
                }
                return .removed(try await writer.remove(slug: recipe.baseSlug), destination: writer.destination)
            case .retag(let name, let added, let removed):
                let writer = try requireWriter()
                let recipe = try await resolve(name)
                let retagged = recipe.retagged(adding: added, removing: removed)
                guard retagged.tags != recipe.tags else {
                    return .retagged(StoredRecipe(recipe: recipe, slug: recipe.baseSlug, revision: 0), before: recipe.tags, destination: writer.destination)
                }
                // Read and written back at once, yet another writer may come between: its change is not undone.
                let stored = try await writer.replace(slug: recipe.baseSlug, with: retagged, unlessChangedFrom: recipe)
                return .retagged(stored, before: recipe.tags, destination: writer.destination)
            case .addFavorite(let name):
                let recipe = try await resolve(name)
                let added = try await requireFavorites().addFavorite(slug: recipe.baseSlug)
                return .favorited(recipe, slug: recipe.baseSlug, already: !added)
            case .removeFavorite(let name):
                // A favorite whose recipe is gone can still be removed, by its name's slug.
                let resolved = try? await resolve(name)
                let slug = resolved?.baseSlug ?? Recipe.slug(forName: name)
                let removed = try await requireFavorites().removeFavorite(slug: slug)
                return .unfavorited(name: resolved?.displayName ?? name.trimmed, slug: slug, wasFavorite: removed)
            }
        } catch let failure as EditFailure {
            return .failed(failure.failure, message: failure.message)
        } catch let error as CatalogStoreError {
            return .failed(.store(error), message: error.message)
        } catch {
            return .failed(.store(CatalogStoreError(.unavailable, "\(error)")), message: "\(error)")
        }
    }

    private func requireWriter() throws(EditFailure) -> any CatalogWriterProtocol {
        guard let writer else {
            let error = CatalogStoreError(.forbidden, "\(source) is read-only; write to the store (no --source) or to a catalog service (--source http://…)")
            throw EditFailure(failure: .store(error), message: error.message)
        }
        return writer
    }

    private func requireFavorites() throws(EditFailure) -> any CatalogStoreProtocol {
        guard let favorites else {
            let error = CatalogStoreError(.unavailable, "favorites need the local store, and none was given")
            throw EditFailure(failure: .store(error), message: error.message)
        }
        return favorites
    }

    public func recipe(named name: String) async throws(ModuleFailureMessage) -> Recipe {
        try await namedRecipes.recipes(named: [name])[0]
    }

    private func resolve(_ name: String) async throws(EditFailure) -> Recipe {
        do {
            return try await recipe(named: name)
        } catch {
            throw EditFailure(failure: error.failure, message: error.message)
        }
    }

    private struct EditFailure: Error {
        var failure: ModuleFailure
        var message: String
    }
}
