import Foundation

/// Finds the recipes to export and has the view write them.
public struct ExportPresenter: Sendable {
    private let interactor: NamedRecipesInteractor
    private let view: any RecipeExportViewProtocol

    /// Creates a presenter over `interactor`, writing through `view`.
    public init(interactor: NamedRecipesInteractor, view: any RecipeExportViewProtocol) {
        self.interactor = interactor
        self.view = view
    }

    /// Writes every recipe of the catalog.
    public func presentAll() async -> ModuleOutcome {
        do {
            await view.show(exported: try await interactor.allRecipes())
            return .shown
        } catch {
            await view.show(error: error.message)
            return .failed(error.failure)
        }
    }

    /// Writes the recipes `names` name, in that order.
    public func present(names: [String]) async -> ModuleOutcome {
        do {
            await view.show(exported: try await interactor.recipes(named: names))
            return .shown
        } catch {
            await view.show(error: error.message)
            return .failed(error.failure)
        }
    }
}
