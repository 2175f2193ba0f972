import Foundation

/// Drives the import module: imports a document and shows what happened.
public protocol ImportPresenterProtocol: Sendable {
    /// Imports `request`'s document; shown when at least one recipe was imported.
    func present(_ request: ImportRequest) async -> Presented<ImportViewModel>
}

/// Says what an import did: each recipe imported with what was not mapped, each refused with why.
public struct ImportPresenter: ImportPresenterProtocol {
    private let interactor: any ImportInteractorProtocol
    private let view: (any ImportViewProtocol)?

    /// Creates a presenter over `interactor`, showing through `view`.
    public init(interactor: any ImportInteractorProtocol, view: (any ImportViewProtocol)?) {
        self.interactor = interactor
        self.view = view
    }

    public func present(_ request: ImportRequest) async -> Presented<ImportViewModel> {
        let outcomes: [ImportInteractor.Outcome]
        let skipped: [String]
        do {
            (outcomes, skipped) = try await interactor.perform(request.data, onConflict: request.policy)
        } catch {
            let message = "\(request.source): \(error.message)"
            await view?.show(error: message)
            return .failed(.store(error), message: message)
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
            for line in lines { await view?.show(error: line) }
            let refusal = firstRefusal ?? CatalogStoreError(.invalid, "nothing to import")
            return .failed(.store(refusal), message: lines.joined(separator: "\n"))
        }
        let result = ImportViewModel(lines: lines, recipes: imported, notes: lines.filter { !$0.hasPrefix("imported ") })
        await view?.show(imported: result)
        return .shown(result)
    }
}
