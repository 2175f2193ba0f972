import Foundation

/// What every module is built from: where recipes come from, how results are written, and where to.
public struct ModuleConfiguration: Sendable {
    /// The source of recipes.
    public var facade: any FacadeProtocol
    /// The output format.
    public var format: OutputFormat
    /// Where output goes.
    public var console: any ConsoleProtocol

    /// Creates a configuration from its parts (tests pass fakes here).
    public init(facade: any FacadeProtocol, format: OutputFormat, console: any ConsoleProtocol) {
        self.facade = facade
        self.format = format
        self.console = console
    }

    /// The live configuration for a source: the given session, the disk cache, files, standard input and the terminal.
    public static func live(
        source: CatalogSource, format: OutputFormat, session: any SessionProtocol, offline: Bool = false,
        limits: InputLimits = .standard, console: any ConsoleProtocol = StandardConsole()
    ) -> ModuleConfiguration {
        guard case .service = source else {
            return ModuleConfiguration(facade: facade(for: source, limits: limits), format: format, console: console)
        }
        // Only a service needs the disk cache and the progress observer; files and stdin start without them.
        let facade = facade(
            for: source, session: session, cache: DiskCacheFacade(directory: DiskCacheFacade.defaultDirectory()),
            mode: offline ? .offline : .online, observer: TerminalServiceObserver(console: console), limits: limits)
        return ModuleConfiguration(facade: facade, format: format, console: console)
    }

    /// Builds the facade for a source, wiring the service stack as the Recipes design does.
    public static func facade(
        for source: CatalogSource, session: any SessionProtocol = FileSession(),
        cache: any CacheFacadeProtocol = CacheFacade(), mode: Service.Mode = .online,
        observer: any ServiceObserver = SilentServiceObserver(), input: (any InputReading)? = nil,
        limits: InputLimits = .standard
    ) -> any FacadeProtocol {
        switch source {
        case .embedded:
            return EmbeddedCatalogFacade()
        case .standardInput:
            return StandardInputFacade(input: input ?? StandardInput(limit: limits.maximumBytes))
        case .file(let path):
            return FileFacade(path: path, limits: limits)
        case .service(let baseURL):
            let service = Service(session: session, cache: cache, mode: mode, observer: observer)
            return ServiceFacade(configuration: Configuration(baseUrl: baseURL, service: service))
        }
    }

    /// The view for the configured format.
    var view: any RecipeListViewProtocol & RecipeDetailViewProtocol & CatalogEditViewProtocol {
        switch format {
        case .text: TerminalView(console: console)
        case .json: JSONView(console: console)
        }
    }
}
