import Foundation

/// Drives a detail module: find the recipe by name, and show it.
public protocol RecipeDetailPresenterProtocol: Sendable {
    /// Runs the module for `request` once: what was shown, or said instead.
    func present(_ request: RecipeDetailRequest) async -> Presented<RecipeDetailViewModel>
}

/// Turns the recipe a name resolves to into a detail view model for `show`.
public struct RecipeDetailPresenter: RecipeDetailPresenterProtocol {
    private let view: (any RecipeDetailViewProtocol)?
    private let namedRecipes: any NamedRecipesInteractorProtocol

    /// Creates a presenter that finds recipes through `namedRecipes` and shows them on `view`.
    public init(view: (any RecipeDetailViewProtocol)?, namedRecipes: any NamedRecipesInteractorProtocol) {
        self.view = view
        self.namedRecipes = namedRecipes
    }

    public func present(_ request: RecipeDetailRequest) async -> Presented<RecipeDetailViewModel> {
        let recipe: Recipe
        do {
            recipe = try await namedRecipes.recipes(named: [request.name])[0]
        } catch {
            return await failed(error.failure, error.message)
        }
        var scale = request.scale
        if let servings = request.servings {
            guard let base = recipe.servings, let factor = Fraction(servings, base) else {
                return await failed(.noServingCount, "\"\(recipe.displayName)\" does not say how many it serves; use --scale instead")
            }
            scale = factor
        }
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: request.showsTimers, scale: scale, units: request.units)
        await view?.show(detail: detail)
        return .shown(detail)
    }

    private func failed(_ failure: ModuleFailure, _ message: String) async -> Presented<RecipeDetailViewModel> {
        await view?.show(error: message)
        return .failed(failure, message: message)
    }
}
