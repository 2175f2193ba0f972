import ArgumentParser
import Foundation
import Logging
import RecipesKit
import RecipesTerminal
import RecipesSources
import RecipesStore

/// The catalog a command works on, opened as its options name it.
struct CatalogAccess: Sendable {
    /// Where recipes are read: the store, or the source `--source` names.
    var facade: any FacadeProtocol
    /// Where recipes are written: the store, a catalog service's API, or nil for a read-only source.
    var writer: (any CatalogWriterProtocol)?
    /// The local store, when it was opened (it is the source, or favorites were asked for).
    var store: (any CatalogStoreProtocol)?
    /// The local store's meal plan and pantry, when it was opened and keeps them.
    var mealPlan: (any MealPlanStoreProtocol)?
    /// The local store's personal marks (ratings, notes, cooking), when it was opened and keeps them.
    var personal: (any PersonalStoreProtocol)?
    /// The local store's users, when it was opened and keeps them.
    var accounts: (any AccountStoreProtocol)?
}

extension Dependencies {
    /// Runs `body` on the catalog `origin` names: the store is opened at most once — as the source, and for
    /// favorites when `needsStore` — and its background work (a PostgreSQL pool) runs until `body` returns. A store
    /// that cannot be opened is said in one line, exit 69.
    func withCatalog<T>(
        _ origin: SourceOptions, needsStore: Bool = false, console: (any ConsoleProtocol)? = nil,
        _ body: (CatalogAccess) async throws -> T
    ) async throws -> T {
        let source = try origin.catalogSource(environment: environment)
        let opened = source == nil || needsStore ? try await openStore(origin) : nil
        let access: CatalogAccess
        if let source {
            let limits = try origin.limits()
            var writer: (any CatalogWriterProtocol)?
            if case .service(let baseURL) = source, ["http", "https"].contains(baseURL.scheme?.lowercased() ?? "") {
                writer = ServiceWriter(baseURL: baseURL, token: environment["RECIPES_TOKEN"], session: session(limits: limits))
            }
            access = CatalogAccess(
                facade: facade(for: source, limits: limits, offline: origin.offline, console: console), writer: writer, store: opened?.store,
                mealPlan: opened?.mealPlan, personal: opened?.personal, accounts: opened?.accounts)
        } else if let opened {
            access = CatalogAccess(
                facade: StoreFacade(store: opened.store), writer: StoreWriter(store: opened.store), store: opened.store, mealPlan: opened.mealPlan,
                personal: opened.personal, accounts: opened.accounts)
        } else {
            preconditionFailure("a catalog with neither a source nor a store")
        }
        guard let opened else { return try await body(access) }
        return try await opened.whileRunning { try await body(access) }
    }

    /// Opens the store `origin` names (created, with the default location's folder, on first use; a SQLite one as
    /// `opening` says; a PostgreSQL one logging to `logger`, else quietly); on failure says why on the console and
    /// exits 69.
    package func openStore(
        _ origin: SourceOptions, logger: Logger? = nil, opening: SQLiteCatalogStore.Opening = .readerFirst
    ) async throws -> OpenedStore {
        try await openStore(origin.store, logger: logger, opening: opening)
    }

    /// Opens the store `store` names, as `openStore(_ origin:)` does.
    package func openStore(
        _ store: DatabaseOptions, logger: Logger? = nil, opening: SQLiteCatalogStore.Opening = .readerFirst
    ) async throws -> OpenedStore {
        do {
            return try await openStore(try store.storeAddress(environment: environment, opening: opening), logger)
        } catch let error as CatalogStoreError {
            console.writeMessage(error.message)
            throw ExitCode(69)
        }
    }
}

extension Dependencies {
    /// Runs `body` with the edit module for `catalog`'s options: names resolve in the chosen source; recipes are
    /// written to the store, or through a catalog service's API with `RECIPES_TOKEN`; favorites go to the local
    /// store, opened for them when `usesFavorites`.
    func withEditModule<T>(
        _ catalog: CatalogOptions, usesFavorites: Bool = false, _ body: (any CatalogEditPresenterProtocol) async throws -> T
    ) async throws -> T {
        try await withCatalog(catalog.origin, needsStore: usesFavorites) { access in
            try await body(CatalogEditRouter.makeModule(dependencies: modules(access), view: TerminalViews.edit(catalog.format, console: console)))
        }
    }
}
