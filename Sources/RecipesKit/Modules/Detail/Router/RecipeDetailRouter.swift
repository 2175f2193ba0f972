import Foundation

/// Composes a detail module (`show`): presenter, view and interactor, wired through protocols.
public enum RecipeDetailRouter {
    /// Builds the module that shows the recipe called `name`; run it with `fetchRecipe()`.
    public static func makeModule(
        name: String, showsTimers: Bool, scale: Fraction? = nil, servings: Int? = nil, units: UnitSystem? = nil,
        configuration: ModuleConfiguration
    ) -> any RecipeDetailPresenterProtocol {
        RecipeDetailPresenter(
            name: name, showsTimers: showsTimers, scale: scale, servings: servings, units: units, view: configuration.view,
            fetchData: FetchDataInteractor(service: configuration.facade))
    }
}
