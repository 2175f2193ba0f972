import Foundation

extension CookPresenter {
    /// Finds `name` through `interactor`, scaled by `scale`, and shows it on `screen` until the user is done; a name
    /// that is not one recipe is said on `console` and the screen is never taken.
    public func present(
        name: String, scale: Fraction?, interactor: NamedRecipesInteractor, screen: any CookScreen, console: any ConsoleProtocol
    ) async -> CookResult {
        let recipe: Recipe
        do {
            recipe = try await interactor.recipes(named: [name])[0]
        } catch {
            console.writeMessage(error.message)
            return .failed(error.failure)
        }
        screen.enter()
        defer { screen.restore() }
        return .ran(await run(RecipeDetailViewModel(recipe: recipe, showsTimers: true, scale: scale), events: screen.events()))
    }
}
