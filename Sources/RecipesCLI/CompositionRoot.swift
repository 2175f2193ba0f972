import Foundation
import RecipesHTTPClient
import RecipesKit
import RecipesSources
import RecipesTerminal

/// Where the command line wires live parts into modules: sources with the HTTP session, the disk cache and the
/// progress observer, the console, and the terminal's catalog views.
enum CompositionRoot {
    /// The process's standard output and error, as every command writes to them.
    static let console: any ConsoleProtocol = StandardConsole()

    /// The facade for `source`; only a service gets the disk cache and the progress observer.
    static func facade(
        for source: CatalogSource, limits: InputLimits, offline: Bool, console: any ConsoleProtocol
    ) -> any FacadeProtocol {
        guard case .service = source else { return ModuleConfiguration.facade(for: source, limits: limits) }
        return ModuleConfiguration.facade(
            for: source, session: Session(limits: limits), cache: DiskCacheFacade(directory: DiskCacheFacade.defaultDirectory()),
            mode: offline ? .offline : .online, observer: TerminalServiceObserver(console: console), limits: limits)
    }

    /// The configuration reading `facade` and writing `format` to `console`.
    static func configuration(
        facade: any FacadeProtocol, format: OutputFormat, console: any ConsoleProtocol
    ) -> ModuleConfiguration {
        ModuleConfiguration(facade: facade, view: TerminalViews.catalog(format, console: console), console: console)
    }

    /// The session for writes through a catalog service, bounded by `limits`.
    static func session(limits: InputLimits) -> any SessionProtocol {
        Session(limits: limits)
    }
}
