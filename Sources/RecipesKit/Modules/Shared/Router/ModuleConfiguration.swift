import Foundation

/// What every module is built from: where recipes come from, the view results go to, and the console for messages.
public struct ModuleConfiguration: Sendable {
    /// The source of recipes.
    public var facade: any FacadeProtocol
    /// The view for the chosen output format.
    public var view: any CatalogViewProtocol
    /// Where messages go.
    public var console: any ConsoleProtocol

    /// Creates a configuration from its parts (the composition root passes live ones, tests fakes).
    public init(facade: any FacadeProtocol, view: any CatalogViewProtocol, console: any ConsoleProtocol) {
        self.facade = facade
        self.view = view
        self.console = console
    }
}
