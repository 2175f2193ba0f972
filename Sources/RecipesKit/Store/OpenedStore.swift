import Foundation

/// Work that must run while a store is in use, such as a connection pool's: whoever opens the store runs it (the
/// CLI around its command, the service in its service group) and cancels it when done.
public protocol StoreBackgroundWork: Sendable {
    /// Runs until the calling task is cancelled.
    func run() async throws
}

/// A store as it was opened: the store, and what else it offers, as values rather than found by downcasts.
public struct OpenedStore: Sendable {
    /// The store.
    public var store: any CatalogStoreProtocol
    /// The household's meal plan and pantry, kept beside the recipes; nil for a store that keeps none.
    public var mealPlan: (any MealPlanStoreProtocol)?
    /// The household's users and API tokens, kept beside the recipes; nil for a store that keeps none.
    public var accounts: (any AccountStoreProtocol)?
    /// Who is signed in to the service, and failed sign-ins; nil for a store that keeps none.
    public var sessions: (any SessionStoreProtocol)?
    /// Each person's favorites, ratings, notes and cooking, kept beside the recipes; nil for a store that keeps none.
    public var personal: (any PersonalStoreProtocol)?
    /// Pictures uploaded for recipes, kept beside them; nil for a store that keeps none.
    public var pictures: (any PictureStoreProtocol)?
    /// The changes after a revision, when the store keeps a change log (PostgreSQL); nil reads the whole catalog.
    public var changeFeed: (any CatalogChangeFeed)?
    /// Writes by other processes as they commit, when the store can signal them (PostgreSQL); nil relies on checks.
    public var changeSignal: (any CatalogChangeSignal)?
    /// What must run while the store is used (a connection pool); empty for a store that needs nothing.
    public var background: [any StoreBackgroundWork]
    /// The store's pool of connections, read for metrics (PostgreSQL's); nil for a store that has none.
    public var pool: (any ConnectionPoolReporting)?

    /// Creates an opened store.
    public init(
        store: any CatalogStoreProtocol, mealPlan: (any MealPlanStoreProtocol)? = nil, accounts: (any AccountStoreProtocol)? = nil,
        sessions: (any SessionStoreProtocol)? = nil, personal: (any PersonalStoreProtocol)? = nil, pictures: (any PictureStoreProtocol)? = nil,
        changeFeed: (any CatalogChangeFeed)? = nil,
        changeSignal: (any CatalogChangeSignal)? = nil, background: [any StoreBackgroundWork] = [],
        pool: (any ConnectionPoolReporting)? = nil
    ) {
        self.store = store
        self.mealPlan = mealPlan
        self.accounts = accounts
        self.sessions = sessions
        self.personal = personal
        self.pictures = pictures
        self.changeFeed = changeFeed
        self.changeSignal = changeSignal
        self.background = background
        self.pool = pool
    }

    /// Runs `body` with the store's background work running beside it, cancelled once `body` returns or throws.
    public func whileRunning<T>(_ body: () async throws -> T) async throws -> T {
        guard !background.isEmpty else { return try await body() }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            for work in background {
                group.addTask { try await work.run() }
            }
            defer { group.cancelAll() }
            return try await body()
        }
    }
}
