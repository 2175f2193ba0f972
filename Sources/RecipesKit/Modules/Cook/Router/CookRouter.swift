import Foundation

/// Composes cook mode: finds the recipe through the facade, then runs the presenter on a full screen.
public enum CookRouter {
    /// How a cook run ended, or why it could not start.
    public enum Result: Sendable, Hashable {
        /// It ran and ended this way.
        case ran(CookOutcome)
        /// It could not start; the message was written.
        case failed(ModuleFailure)
    }

    /// Finds `name`, scaled by `scale`, then shows it on `screen` through `view` until the user is done.
    public static func run(
        name: String, scale: Fraction?, facade: any FacadeProtocol, console: any ConsoleProtocol, screen: any CookScreen,
        view: any CookViewProtocol, clock: any CookClock
    ) async -> Result {
        let recipe: Recipe
        do {
            recipe = try await NamedRecipesInteractor(facade: facade).recipes(named: [name])[0]
        } catch {
            console.writeMessage(error.message)
            return .failed(error.failure)
        }
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: true, scale: scale)
        screen.enter()
        defer { screen.restore() }
        let presenter = CookPresenter(view: view, clock: clock)
        return .ran(await presenter.run(detail, events: screen.events()))
    }
}
