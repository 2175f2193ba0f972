import Foundation

/// Composes a detail module (`show`): presenter, view and interactor, wired through protocols.
public enum RecipeDetailRouter {
    /// Builds the module that shows the recipe called `name`; run it with `fetchRecipe()`.
    public static func makeModule(
        name: String, showsTimers: Bool, scale: Fraction? = nil, servings: Int? = nil, units: UnitSystem? = nil,
        configuration: ModuleConfiguration
    ) -> any RecipeDetailPresenterProtocol {
        makeModule(
            name: name, showsTimers: showsTimers, scale: scale, servings: servings, units: units, view: configuration.view,
            facade: configuration.facade)
    }

    /// Builds the module with a view of the caller's, such as the web page's.
    public static func makeModule(
        name: String, showsTimers: Bool, scale: Fraction? = nil, servings: Int? = nil, units: UnitSystem? = nil,
        view: any RecipeDetailViewProtocol, facade: any FacadeProtocol
    ) -> any RecipeDetailPresenterProtocol {
        RecipeDetailPresenter(
            name: name, showsTimers: showsTimers, scale: scale, servings: servings, units: units, view: view,
            fetchData: FetchDataInteractor(service: facade))
    }
}
