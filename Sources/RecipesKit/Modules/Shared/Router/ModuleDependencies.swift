import Foundation

/// What every router builds its module's interactors from, the same for every module: where recipes are read, and,
/// for the modules that need them, where they are written, where favorites are kept, how documents are read and
/// what time it is. The composition roots fill it with live parts; tests with fakes.
public struct ModuleDependencies: Sendable {
    /// Where recipes are read.
    public var facade: any FacadeProtocol
    /// Where recipes are written; nil for a source that cannot be written.
    public var writer: (any CatalogWriterProtocol)?
    /// The store favorites are kept in; nil when none was opened.
    public var favorites: (any CatalogStoreProtocol)?
    /// How the recipes in a document (JSON-LD, a web page) are read; nil where nothing is imported.
    public var documents: (any RecipeDocumentReading)?
    /// Where cook mode's time comes from.
    public var clock: any CookClock

    /// Creates the dependencies; only `facade` is needed by every module.
    public init(
        facade: any FacadeProtocol, writer: (any CatalogWriterProtocol)? = nil, favorites: (any CatalogStoreProtocol)? = nil,
        documents: (any RecipeDocumentReading)? = nil, clock: any CookClock = SystemCookClock()
    ) {
        self.facade = facade
        self.writer = writer
        self.favorites = favorites
        self.documents = documents
        self.clock = clock
    }
}
