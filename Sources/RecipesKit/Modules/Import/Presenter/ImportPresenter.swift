import Foundation

/// Says what an import did: each recipe imported with what was not mapped, each refused with why.
public struct ImportPresenter: Sendable {
    private let interactor: ImportInteractor
    private let view: any CatalogEditViewProtocol

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: ImportInteractor, view: any CatalogEditViewProtocol) {
        self.interactor = interactor
        self.view = view
    }

    /// Imports `data` (read from `source`); shown when at least one recipe was imported.
    public func present(_ data: Data, source: String) async -> ModuleOutcome {
        let outcomes: [ImportInteractor.Outcome]
        let skipped: [String]
        do {
            (outcomes, skipped) = try await interactor.perform(data)
        } catch {
            await view.show(error: "\(source): \(error.message)")
            return .failed(.store(error))
        }
        var lines: [String] = []
        var imported: [Recipe] = []
        var firstRefusal: CatalogStoreError?
        for outcome in outcomes {
            switch outcome {
            case .imported(let stored, let notes):
                let recipe = stored.recipe
                var summary = "\(recipe.ingredients.count) ingredients, \(recipe.steps.count) steps, "
                summary += "\(recipe.timers.filter { $0 > 0 }.count) timers" + (recipe.servings.map { ", serves \($0)" } ?? "")
                lines.append("imported \"\(recipe.displayName)\" (\(stored.slug)): \(summary)")
                lines += notes.map { "  " + $0 }
                imported.append(recipe)
            case .refused(let name, let reason, let notes):
                lines.append("skipped \"\(name)\": \(reason.message)")
                lines += notes.map { "  " + $0 }
                firstRefusal = firstRefusal ?? reason
            }
        }
        lines += skipped.map { "skipped: " + $0 }
        guard !imported.isEmpty else {
            for line in lines { await view.show(error: line) }
            return .failed(.store(firstRefusal ?? CatalogStoreError(.invalid, "nothing to import")))
        }
        let notes = lines.filter { !$0.hasPrefix("imported ") }
        await view.show(edited: CatalogEditViewModel(lines: lines, recipes: imported, notes: notes))
        return .shown
    }
}
