import Foundation

/// Composes the meal-plan module (`plan`, `/plan`): interactor, presenter and view.
public enum MealPlanRouter {
    /// Builds the module over `store` and `dependencies`' facade (and `recipeAtSlug`, an index of slugs, where the
    /// caller has one), showing on `view`; run it with `present(_:)`.
    public static func makeModule(
        store: any MealPlanStoreProtocol, dependencies: ModuleDependencies, view: (any MealPlanViewProtocol)?,
        recipeAtSlug: (@Sendable (String) -> Recipe?)? = nil
    ) -> any MealPlanPresenterProtocol {
        MealPlanPresenter(
            interactor: MealPlanInteractor(store: store, recipes: NamedRecipesInteractor(facade: dependencies.facade), recipeAtSlug: recipeAtSlug),
            view: view)
    }
}
