import Foundation

/// Drives the personal module.
public protocol PersonalPresenterProtocol: Sendable {
    /// Does what `request` asks and shows the result.
    func present(_ request: PersonalRequest) async -> Presented<PersonalShown>
}

/// Finds the recipe a name means, reads or changes a person's marks on it in the store, and drives the view.
public struct PersonalPresenter: PersonalPresenterProtocol {
    private let namedRecipes: any NamedRecipesInteractorProtocol
    private let store: any PersonalStoreProtocol
    private let view: (any PersonalViewProtocol)?

    /// Creates a presenter: names resolve through `namedRecipes`, marks are kept in `store`, shown on `view`.
    public init(namedRecipes: any NamedRecipesInteractorProtocol, store: any PersonalStoreProtocol, view: (any PersonalViewProtocol)?) {
        self.namedRecipes = namedRecipes
        self.store = store
        self.view = view
    }

    public func present(_ request: PersonalRequest) async -> Presented<PersonalShown> {
        let shown: PersonalShown
        do {
            switch request {
            case .show(let name, let person):
                shown = .recipe(try await recipe(named: name, person: person, changes: []))
            case .change(let name, let person, let changes):
                // Checked before anything is read, so a bad value is said even when the store cannot be reached.
                _ = try PersonalStoreChecks.checked(changes)
                shown = .recipe(try await recipe(named: name, person: person, changes: changes))
            case .log(let person, let limit):
                shown = .log(person: person, try await log(of: person, limit: limit))
            }
        } catch let failure as ModuleFailureMessage {
            await view?.show(error: failure.message)
            return .failed(failure.failure, message: failure.message)
        } catch let error as CatalogStoreError {
            await view?.show(error: error.message)
            return .failed(.store(error), message: error.message)
        } catch {
            await view?.show(error: "\(error)")
            return .failed(.store(CatalogStoreError(.unavailable, "\(error)")), message: "\(error)")
        }
        await view?.show(personal: shown)
        return .shown(shown)
    }

    /// The marks on the recipe `name` means after `changes`; a recipe gone from the catalog is still found by its
    /// name's slug when the person kept marks on it.
    private func recipe(named name: String, person: Person, changes: [PersonalChange]) async throws -> PersonalRecipeViewModel {
        let slug: String, recipeName: String, inCatalog: Bool
        do {
            let recipe = try await namedRecipes.recipes(named: [name])[0]
            (slug, recipeName, inCatalog) = (recipe.baseSlug, recipe.displayName, true)
        } catch let failure where failure.failure == .notFound {
            let kept = try await store.marks(of: person, slug: Recipe.slug(forName: name))
            guard !kept.isEmpty else { throw failure }
            (slug, recipeName, inCatalog) = (kept.slug, kept.slug, false)
        }
        guard !changes.isEmpty else {
            return PersonalRecipeViewModel(
                recipeName: recipeName, inCatalog: inCatalog, person: person, marks: try await store.marks(of: person, slug: slug), changes: [])
        }
        let marked = try await store.mark(slug, for: person, changes)
        return PersonalRecipeViewModel(
            recipeName: recipeName, inCatalog: inCatalog, person: person, marks: marked.after, changes: changes,
            changedNothing: marked.before == marked.after)
    }

    private func log(of person: Person, limit: Int?) async throws -> [CookedLine] {
        let marks = try await store.marks(of: person)
        let names = try await namedRecipes.recipes(atSlugs: Set(marks.filter { !$0.cooked.isEmpty }.map(\.slug))).mapValues(\.displayName)
        let lines = marks.flatMap { marks in
            marks.cooked.map { CookedLine(day: $0, recipeName: names[marks.slug] ?? marks.slug, slug: marks.slug, inCatalog: names[marks.slug] != nil) }
        }.sorted { ($0.day, $1.recipeName) > ($1.day, $0.recipeName) }
        return limit.map { Array(lines.prefix($0)) } ?? lines
    }
}
