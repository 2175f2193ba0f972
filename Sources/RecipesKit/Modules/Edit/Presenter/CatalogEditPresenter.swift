import Foundation

/// Turns an edit's result into what the view shows, and the module's outcome.
public struct CatalogEditPresenter: Sendable {
    private let interactor: CatalogEditInteractor
    private let view: any CatalogEditViewProtocol

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: CatalogEditInteractor, view: any CatalogEditViewProtocol) {
        self.interactor = interactor
        self.view = view
    }

    /// The recipe a user means by `name`, for an edit that starts from it; says why when there is none.
    public func recipe(named name: String) async -> (recipe: Recipe?, outcome: ModuleOutcome) {
        switch await interactor.recipe(named: name) {
        case .success(let recipe):
            return (recipe, .shown)
        case .failure(let failure):
            await view.show(error: failure.message)
            return (nil, .failed(failure.failure))
        }
    }

    /// Performs `edit` and shows what happened.
    public func perform(_ edit: CatalogEdit) async -> ModuleOutcome {
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
                await view.show(edited: CatalogEditViewModel(lines: skipped, recipes: [], isNote: true))
                return .empty
            }
            await view.show(edited: CatalogEditViewModel(lines: lines + skipped, recipes: written.map(\.stored.recipe), notes: skipped))
        case .replaced(let stored, let previousSlug, let destination):
            let renamed = stored.slug == previousSlug ? "" : " (was \(previousSlug))"
            let line = "replaced \"\(stored.recipe.displayName)\" (\(stored.slug))\(renamed) in \(destination)"
            await view.show(edited: CatalogEditViewModel(lines: [line], recipes: [stored.recipe]))
        case .removed(let stored, let destination):
            let line = "removed \"\(stored.recipe.displayName)\" (\(stored.slug)) from \(destination)"
            await view.show(edited: CatalogEditViewModel(lines: [line], recipes: [stored.recipe]))
        case .favorited(let recipe, let slug, let already):
            let line = already ? "\"\(recipe.displayName)\" is already a favorite" : "added \"\(recipe.displayName)\" (\(slug)) to favorites"
            await view.show(edited: CatalogEditViewModel(lines: [line], recipes: [recipe], isNote: already))
        case .unfavorited(let name, let slug, let wasFavorite):
            let line = wasFavorite ? "removed \"\(name)\" (\(slug)) from favorites" : "\"\(name)\" is not a favorite"
            await view.show(edited: CatalogEditViewModel(lines: [line], recipes: [], isNote: !wasFavorite))
        case .failed(let failure, let message):
            await view.show(error: message)
            return .failed(failure)
        }
        return .shown
    }
}

/// What an edit shows: a line per change for people, the recipes concerned for programs.
public struct CatalogEditViewModel: Sendable, Hashable {
    /// One line per change, such as `added "Crock Pot Roast" (crock-pot-roast) to …`.
    public var lines: [String]
    /// The recipes added, removed or marked.
    public var recipes: [Recipe]
    /// Whether nothing changed (a favorite added twice): the lines are then a note, not a result.
    public var isNote: Bool
    /// Lines about what was left out, which machine output sends to standard error.
    public var notes: [String]

    /// Creates a view model.
    public init(lines: [String], recipes: [Recipe], isNote: Bool = false, notes: [String] = []) {
        self.lines = lines
        self.recipes = recipes
        self.isNote = isNote
        self.notes = notes
    }
}
