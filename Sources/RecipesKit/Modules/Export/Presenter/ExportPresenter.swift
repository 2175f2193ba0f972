import Foundation

/// Drives the export module.
public protocol ExportPresenterProtocol: Sendable {
    /// Finds the recipes `request` asks for and has the view write them.
    func present(_ request: ExportRequest) async -> Presented<[Recipe]>
}

/// Finds the recipes to export and has the view write them: an exchange format's content is the recipes themselves.
public struct ExportPresenter: ExportPresenterProtocol {
    private let interactor: any NamedRecipesInteractorProtocol
    private let view: (any RecipeExportViewProtocol)?

    /// Creates a presenter over `interactor`, writing through `view`.
    public init(interactor: any NamedRecipesInteractorProtocol, view: (any RecipeExportViewProtocol)?) {
        self.interactor = interactor
        self.view = view
    }

    public func present(_ request: ExportRequest) async -> Presented<[Recipe]> {
        do {
            let recipes: [Recipe]
            switch request {
            case .all: recipes = try await interactor.allRecipes()
            case .named(let names): recipes = try await interactor.recipes(named: names)
            }
            await view?.show(exported: recipes)
            return .shown(recipes)
        } catch {
            await view?.show(error: error.message)
            return .failed(error.failure, message: error.message)
        }
    }
}
