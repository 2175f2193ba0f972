import Foundation

/// Drives a detail module: fetch, find the recipe by name, and show it.
public protocol RecipeDetailPresenterProtocol: Sendable {
    /// Runs the module once and says how it ended.
    func fetchRecipe() async -> ModuleOutcome
}

/// Turns the recipe a name resolves to into a detail view model for `show`.
public struct RecipeDetailPresenter: RecipeDetailPresenterProtocol {
    private let name: String
    private let showsTimers: Bool
    private let scale: Fraction?
    private let servings: Int?
    private let units: UnitSystem?
    private let view: any RecipeDetailViewProtocol
    private let fetchData: any FetchDataInteractorProtocol

    /// Creates a presenter that shows the recipe called `name`, fetched by `fetchData`, on `view`, its quantities
    /// scaled by `scale`, or for `servings` people when the recipe says how many it serves.
    public init(
        name: String, showsTimers: Bool, scale: Fraction? = nil, servings: Int? = nil, units: UnitSystem? = nil,
        view: any RecipeDetailViewProtocol, fetchData: any FetchDataInteractorProtocol
    ) {
        self.name = name
        self.showsTimers = showsTimers
        self.scale = scale
        self.servings = servings
        self.units = units
        self.view = view
        self.fetchData = fetchData
    }

    public func fetchRecipe() async -> ModuleOutcome {
        let recipes: [Recipe]
        do {
            recipes = try await fetchData.perform()
        } catch {
            await view.show(error: error.description)
            return .failed(.catalog(error))
        }
        return await present(recipes)
    }

    /// Finds the named recipe among `recipes` and shows it, or says why it cannot.
    public func present(_ recipes: [Recipe]) async -> ModuleOutcome {
        let match = RecipeLookup.find(name, in: recipes)
        switch match {
        case .found(let recipe):
            var scale = self.scale
            if let servings {
                guard let base = recipe.servings, let factor = Fraction(servings, base) else {
                    await view.show(error: "\"\(recipe.displayName)\" does not say how many it serves; use --scale instead")
                    return .failed(.noServingCount)
                }
                scale = factor
            }
            await view.show(detail: RecipeDetailViewModel(recipe: recipe, showsTimers: showsTimers, scale: scale, units: units))
            return .shown
        case .notFound, .ambiguous:
            await view.show(error: match.failureMessage(for: name) ?? name)
            if case .ambiguous = match { return .failed(.ambiguous) }
            return .failed(.notFound)
        }
    }
}
