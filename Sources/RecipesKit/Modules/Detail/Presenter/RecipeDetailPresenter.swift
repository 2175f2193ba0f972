import Foundation

/// Drives a detail module: fetch, find the recipe by name, and show it.
public protocol RecipeDetailPresenterProtocol: Sendable {
    /// Runs the module once and says how it ended.
    func fetchRecipe() async -> ModuleOutcome
}

/// Turns the recipe a name resolves to into a detail view model for `show`.
public actor RecipeDetailPresenter: RecipeDetailPresenterProtocol, FetchDataInteractorOutput {
    private let name: String
    private let showsTimers: Bool
    private let scale: Fraction?
    private let servings: Int?
    private let units: UnitSystem?
    private let view: any RecipeDetailViewProtocol
    private var fetchData: (any FetchDataInteractorProtocol)?
    private var outcome: ModuleOutcome?

    /// Creates a presenter that shows the recipe called `name` on `view`, its quantities scaled by `scale`,
    /// or for `servings` people when the recipe says how many it serves.
    public init(
        name: String, showsTimers: Bool, scale: Fraction? = nil, servings: Int? = nil, units: UnitSystem? = nil,
        view: any RecipeDetailViewProtocol
    ) {
        self.name = name
        self.showsTimers = showsTimers
        self.scale = scale
        self.servings = servings
        self.units = units
        self.view = view
    }

    /// Gives the presenter its interactor (it holds the presenter weakly, so the presenter is created first).
    public func attach(fetchData: any FetchDataInteractorProtocol) {
        self.fetchData = fetchData
    }

    public func fetchRecipe() async -> ModuleOutcome {
        outcome = nil
        guard let fetchData else { preconditionFailure("RecipeDetailPresenter.fetchRecipe: no FetchDataInteractor attached") }
        await fetchData.perform()
        if let outcome { return outcome }
        // Not "not found": an interactor that never called back is a fault in the module's wiring, said as one.
        let fault = "RecipeDetailPresenter.fetchRecipe: the interactors reported nothing"
        await view.show(error: "internal error: \(fault)")
        return .failed(.unanswered(fault))
    }

    public func on(recipes: [Recipe]) async {
        let match = RecipeLookup.find(name, in: recipes)
        switch match {
        case .found(let recipe):
            var scale = self.scale
            if let servings {
                guard let base = recipe.servings, let factor = Fraction(servings, base) else {
                    await view.show(error: "\"\(recipe.displayName)\" does not say how many it serves; use --scale instead")
                    outcome = .failed(.noServingCount)
                    return
                }
                scale = factor
            }
            await view.show(detail: RecipeDetailViewModel(recipe: recipe, showsTimers: showsTimers, scale: scale, units: units))
            outcome = .shown
        case .notFound, .ambiguous:
            await view.show(error: match.failureMessage(for: name) ?? name)
            if case .ambiguous = match { outcome = .failed(.ambiguous) } else { outcome = .failed(.notFound) }
        }
    }

    public func on(error: CatalogError) async {
        await view.show(error: error.description)
        outcome = .failed(.catalog(error))
    }
}
