import Foundation

/// Composes cook mode: the presenter, with the name interactor over the facade, on a full screen.
public enum CookRouter {
    /// How a cook run ended, or why it could not start.
    public typealias Result = CookResult

    /// Builds the module and runs it: finds `name`, scaled by `scale`, then shows it on `screen` through `view`.
    public static func run(
        name: String, scale: Fraction?, facade: any FacadeProtocol, console: any ConsoleProtocol, screen: any CookScreen,
        view: any CookViewProtocol, clock: any CookClock
    ) async -> Result {
        await CookPresenter(view: view, clock: clock).present(
            name: name, scale: scale, interactor: NamedRecipesInteractor(facade: facade), screen: screen, console: console)
    }
}
