import Foundation

/// Composes a detail module (`show`, the recipe page): presenter, view and interactor, wired through protocols.
public enum RecipeDetailRouter {
    /// Builds the module over `dependencies`, showing on `view` (nil for a caller that renders the returned
    /// `Presented` itself); run it with `present(_:)`.
    public static func makeModule(dependencies: ModuleDependencies, view: (any RecipeDetailViewProtocol)?) -> any RecipeDetailPresenterProtocol {
        RecipeDetailPresenter(view: view, namedRecipes: NamedRecipesInteractor(facade: dependencies.facade))
    }
}
