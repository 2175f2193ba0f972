import Foundation

/// Composes the shopping-list module (`shop`, the shopping page): interactors, presenter and view.
public enum ShoppingListRouter {
    /// Builds the module over `dependencies`' facade, and over `mealPlan` (the plan and the pantry) when a store keeps
    /// one, showing on `view`; run it with `present(_:)`.
    public static func makeModule(
        dependencies: ModuleDependencies, mealPlan: (any MealPlanStoreProtocol)? = nil, view: (any ShoppingListViewProtocol)?,
        recipeAtSlug: (@Sendable (String) -> Recipe?)? = nil
    ) -> any ShoppingListPresenterProtocol {
        let recipes = NamedRecipesInteractor(facade: dependencies.facade)
        return ShoppingListPresenter(
            interactor: recipes, plan: mealPlan.map { MealPlanInteractor(store: $0, recipes: recipes, recipeAtSlug: recipeAtSlug) },
            pantry: mealPlan, view: view)
    }
}
