import Foundation

/// Drives an edit module: performs an edit and shows what it changed.
public protocol CatalogEditPresenterProtocol: Sendable {
    /// Performs `edit` and shows what happened.
    func present(_ edit: CatalogEdit) async -> Presented<CatalogEditViewModel>
    /// The recipe a user means by `name`, for an edit that starts from it (`recipes edit`); says why when there is none.
    func recipe(named name: String) async -> Presented<Recipe>
    /// Shows that an edit started from `recipe` changed nothing: a note, and the recipe for machine output.
    func presentUnchanged(_ recipe: Recipe) async
}

/// Turns an edit's result into what the view shows, and the module's outcome.
public struct CatalogEditPresenter: CatalogEditPresenterProtocol {
    private let interactor: any CatalogEditInteractorProtocol
    private let view: (any CatalogEditViewProtocol)?

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: any CatalogEditInteractorProtocol, view: (any CatalogEditViewProtocol)?) {
        self.interactor = interactor
        self.view = view
    }

    public func recipe(named name: String) async -> Presented<Recipe> {
        do {
            return .shown(try await interactor.recipe(named: name))
        } catch {
            await view?.show(error: error.message)
            return .failed(error.failure, message: error.message)
        }
    }

    public func presentUnchanged(_ recipe: Recipe) async {
        await view?.show(edited: CatalogEditViewModel(lines: ["no changes to \"\(recipe.displayName)\""], recipes: [recipe], isNote: true))
    }

    public func present(_ edit: CatalogEdit) async -> Presented<CatalogEditViewModel> {
        let edited: CatalogEditViewModel
        switch await interactor.perform(edit) {
        case .added(let results, let destination):
            let written = results.filter { $0.change != .skipped }
            let lines = written.map { result in
                let verb = result.change == .replaced ? "replaced" : "added"
                let preposition = result.change == .replaced ? "in" : "to"
                return "\(verb) \"\(result.stored.recipe.displayName)\" (\(result.stored.slug)) \(preposition) \(destination)"
            }
            let skipped = results.filter { $0.change == .skipped }.map {
                "skipped \"\($0.stored.recipe.displayName)\": \(destination) has a recipe named so (slug '\($0.stored.slug)')"
            }
            guard !written.isEmpty else {
                let note = CatalogEditViewModel(lines: skipped, recipes: [], isNote: true)
                await view?.show(edited: note)
                return .empty(message: skipped.joined(separator: "\n"))
            }
            edited = CatalogEditViewModel(lines: lines + skipped, recipes: written.map(\.stored.recipe), notes: skipped)
        case .replaced(let stored, let previousSlug, let destination):
            let renamed = stored.slug == previousSlug ? "" : " (was \(previousSlug))"
            let line = "replaced \"\(stored.recipe.displayName)\" (\(stored.slug))\(renamed) in \(destination)"
            edited = CatalogEditViewModel(lines: [line], recipes: [stored.recipe])
        case .removed(let stored, let destination):
            let line = "removed \"\(stored.recipe.displayName)\" (\(stored.slug)) from \(destination)"
            edited = CatalogEditViewModel(lines: [line], recipes: [stored.recipe])
        case .retagged(let stored, let before, let destination):
            let name = stored.recipe.displayName
            let now = stored.recipe.tags
            guard now != before else {
                let line = now.isEmpty ? "\"\(name)\" has no tags; nothing changed" : "\"\(name)\" is tagged \(now.joined(separator: ", ")); nothing changed"
                edited = CatalogEditViewModel(lines: [line], recipes: [stored.recipe], isNote: true)
                break
            }
            let tags = now.isEmpty ? "no tags" : "tags: " + now.joined(separator: ", ")
            edited = CatalogEditViewModel(lines: ["\"\(name)\" (\(stored.slug)) now has \(tags) in \(destination)"], recipes: [stored.recipe])
        case .favorited(let recipe, let slug, let already):
            let line = already ? "\"\(recipe.displayName)\" is already a favorite" : "added \"\(recipe.displayName)\" (\(slug)) to favorites"
            edited = CatalogEditViewModel(lines: [line], recipes: [recipe], isNote: already)
        case .unfavorited(let name, let slug, let wasFavorite):
            let line = wasFavorite ? "removed \"\(name)\" (\(slug)) from favorites" : "\"\(name)\" is not a favorite"
            edited = CatalogEditViewModel(lines: [line], recipes: [], isNote: !wasFavorite)
        case .failed(let failure, let message):
            await view?.show(error: message)
            return .failed(failure, message: message)
        }
        await view?.show(edited: edited)
        return .shown(edited)
    }
}

