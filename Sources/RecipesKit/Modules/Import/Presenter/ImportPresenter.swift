import Foundation

/// Drives the import module: imports a document and shows what happened.
public protocol ImportPresenterProtocol: Sendable {
    /// Imports `request`'s document; shown when at least one recipe was imported.
    func present(_ request: ImportRequest) async -> Presented<ImportViewModel>
}

/// Says what an import did: each recipe imported with what was not mapped, each refused with why.
public struct ImportPresenter: ImportPresenterProtocol {
    /// How many recipes' notes are said one by one.
    static let notedInFull = 20

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
            (outcomes, skipped) = try await interactor.perform(request.data, onConflict: request.policy, deadline: request.deadline)
        } catch {
            let message = "\(request.source): \(error.message)"
            await view?.show(error: message)
            return .failed(.store(error), message: message)
        }
        var lines: [String] = [], notes: [String] = []
        var imported: [Recipe] = []
        var firstRefusal: CatalogStoreError?
        // Notes are said recipe by recipe for the first few; past those, each note once with how many recipes have
        // it (a catalog of a hundred thousand recipes would otherwise print a hundred thousand lines).
        var noted = 0
        var folded: [(note: String, count: Int)] = []
        func note(_ recipeNotes: [String], of name: String) {
            guard !recipeNotes.isEmpty else { return }
            noted += 1
            if noted <= Self.notedInFull {
                lines += recipeNotes.map { "  " + $0 }
                notes += recipeNotes.map { "\"\(name.forMessage)\": " + $0 }
                return
            }
            for text in recipeNotes {
                if let index = folded.firstIndex(where: { $0.note == text }) { folded[index].count += 1 } else { folded.append((text, 1)) }
            }
        }
        for outcome in outcomes {
            switch outcome {
            case .imported(let stored, let recipeNotes):
                let recipe = stored.recipe
                func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
                var summary = counted(recipe.ingredients.count, "ingredient") + ", " + counted(recipe.steps.count, "step") + ", "
                summary += counted(recipe.timers.filter { $0 > 0 }.count, "timer") + (recipe.servings.map { ", serves \($0)" } ?? "")
                lines.append("imported \"\(recipe.displayName.forMessage)\" (\(stored.slug)): \(summary)")
                note(recipeNotes, of: recipe.displayName)
                imported.append(recipe)
            case .refused(let name, let reason, let recipeNotes):
                let line = "skipped \"\(name.forMessage)\": \(reason.message)"
                lines.append(line)
                notes.append(line)
                note(recipeNotes, of: name)
                firstRefusal = firstRefusal ?? reason
            }
        }
        for (text, count) in folded {
            let line = "and \(count) more recipe\(count == 1 ? "" : "s"): \(text)"
            lines.append("  " + line)
            notes.append(line)
        }
        lines += skipped.map { "skipped: " + $0 }
        notes += skipped.map { "skipped: " + $0 }
        guard !imported.isEmpty else {
            for line in lines { await view?.show(error: line) }
            let refusal = firstRefusal ?? CatalogStoreError(.invalid, "nothing to import")
            return .failed(.store(refusal), message: lines.joined(separator: "\n"))
        }
        let result = ImportViewModel(lines: lines, recipes: imported, notes: notes)
        await view?.show(imported: result)
        return .shown(result)
    }
}
