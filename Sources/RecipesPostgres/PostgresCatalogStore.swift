import Foundation
import Logging
import PostgresNIO
import RecipesCodecs
import RecipesKit

/// The catalog store on PostgreSQL: the SQLite store's tables and rules (recipes as wire-format JSON in catalog
/// order, an ingredient-name index, favorites, one revision per write), so several `recipes serve` replicas can
/// share one catalog. Every write also records what it changed and notifies `recipes_changed` with its revision.
/// Calls go through a pool of connections (`PostgresClient`) that the opener runs (`OpenedStore.background`).
public final class PostgresCatalogStore: CatalogStoreProtocol {
    /// The channel writes notify, with the new revision as payload.
    public static let channel = "recipes_changed"

    let link: PostgresLink
    /// Where the common write, a few recipes refusing taken names, goes: together with those arriving meanwhile.
    private let batcher: PostgresWriteBatcher

    public var location: String { link.address.location }

    private init(link: PostgresLink) {
        self.link = link
        batcher = PostgresWriteBatcher(link: link)
    }

    /// Opens the store at `address`: its schema is checked and brought up to date (a new one seeded) on a
    /// connection of its own, so a wrong password or an unreachable server is said at once, in one line; calls
    /// then go through a pool, which the returned value's `background` must run. It offers its change log
    /// (`changeFeed`) and its notifications (`changeSignal`).
    public static func open(
        address: PostgresAddress, options: PostgresStoreOptions = .standard, logger: Logger = PostgresStoreOptions.quietLogger
    ) async throws(CatalogStoreError) -> OpenedStore {
        try await PostgresSchema.migrate(address, deadline: max(options.deadline, .seconds(60)), logger: logger)
        let link = PostgresLink(address: address, options: options, logger: logger)
        let store = PostgresCatalogStore(link: link)
        // The listener checks its connection by notifying itself through the pool.
        let listener = PostgresChangeListener(address: address, logger: logger) { payload in
            try await link.run { session in
                let started = ContinuousClock.now
                try await session.execute("SELECT pg_notify(\(channel), \(payload))")
                return started
            }
        }
        return OpenedStore(store: store, mealPlan: store, accounts: store, sessions: store, personal: store, pictures: store, changeFeed: store, changeSignal: listener, background: [PostgresPool(client: link.client)], pool: link.use)
    }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogStoreError) -> [StoredRecipe] {
        let (catalog, keys) = try await link.run { session in try await Self.read(session, narrowing: narrowing) }
        // The rows are already narrowed by the indexes; the decoder only builds what the filter will read.
        return try CatalogDecoder.storedRecipes(
            fromRows: catalog, keys: keys, reads: narrowing.readsAhead(decided: false), compactsBytes: narrowing.compactsBytes,
            location: location)
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) async throws(CatalogStoreError) -> [AddResult] {
        if policy == .refuse { try RecipeValidator.check(recipes) }
        // The common write, a few recipes refused when taken, goes in one statement with the adds arriving meanwhile;
        // larger adds and the other policies are a transaction of several.
        if policy == .refuse, recipes.count <= PostgresWriteBatcher.maximumRecipes {
            return try await batcher.add(recipes).map { AddResult(change: .added, stored: $0) }
        }
        // A plan to skip, rename or replace is made against the slugs stored when it starts; another writer taking or
        // removing one of them before this commits makes it stale (SQLite serialises writers, PostgreSQL does not).
        // The transaction is then rolled back whole and planned again.
        var attempt = 0
        while true {
            do {
                return try await link.transaction { session in try await Self.add(recipes, onConflict: policy, in: session) }
            } catch where policy != .refuse && [.duplicate, .notFound].contains(error.kind) && attempt < 3 {
                attempt += 1
            }
        }
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try RecipeValidator.check([recipe])
        return try await link.transaction { session in
            let id = try await Self.existing(slug: slug, in: session, expecting: expected)
            let newSlug = recipe.baseSlug
            try await Self.overwrite(id, with: recipe, in: session)
            // The plan follows a renamed recipe, in the same transaction.
            try await session.execute("UPDATE plan_entry SET slug = \(newSlug), recipe_name = \(recipe.displayName) WHERE slug = \(slug)")
            try await Self.moveMarks(from: slug, to: newSlug, in: session)
            let touched = newSlug == slug ? [slug] : [slug, newSlug]
            let revision = try await Self.finish(session, written: [id], touched: touched, removed: touched.map { $0 != newSlug })
            return StoredRecipe(recipe: recipe, slug: newSlug, revision: revision)
        }
    }

    public func remove(slug: String, expecting expected: Set<Int>?) async throws(CatalogStoreError) -> StoredRecipe {
        try await link.transaction { session in
            let id = try await Self.existing(slug: slug, in: session, expecting: expected)
            guard let row = try await session.query("DELETE FROM recipe WHERE id = \(id) RETURNING revision, body").first else {
                throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
            }
            let (stored, body) = try row.decode((Int, String).self)
            let recipe = try CatalogDecoder().decodeRecipe(Data(body.utf8))
            _ = try await Self.finish(session, written: [], touched: [slug], removed: [true])
            return StoredRecipe(recipe: recipe, slug: slug, revision: stored)
        }
    }

    public func favorites() async throws(CatalogStoreError) -> [String] {
        try await link.run { session in
            try await session.query("SELECT slug FROM recipe_mark WHERE person = '' AND favorite_order IS NOT NULL ORDER BY favorite_order")
                .map { try $0.decode(String.self) }
        }
    }

    public func addFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        try await link.transaction { session in try await !Self.apply([.favorite(true)], to: slug, for: .household, in: session).before.isFavorite }
    }

    public func removeFavorite(slug: String) async throws(CatalogStoreError) -> Bool {
        try await link.transaction { session in try await Self.apply([.favorite(false)], to: slug, for: .household, in: session).before.isFavorite }
    }

    public func names() async throws(CatalogStoreError) -> [String] {
        try await link.run { session in
            try await session.query("SELECT name FROM recipe ORDER BY id").map { try $0.decode(String.self) }
        }
    }

    public func revision() async throws(CatalogStoreError) -> Int {
        try await link.run { session in try await Self.currentRevision(session) }
    }

    public func identity() async throws(CatalogStoreError) -> String {
        try await link.run { session in try await session.query("SELECT identity FROM store_state").first?.decode(String.self) ?? "" }
    }

    static func currentRevision(_ session: PostgresLink.Session) async throws -> Int {
        try await session.query("SELECT revision FROM store_state").first?.decode(Int.self) ?? 0
    }
}

extension PostgresCatalogStore: CatalogChangeFeed {
    public func placedCatalog() async throws(CatalogStoreError) -> PlacedCatalog {
        try await link.snapshotTransaction { session in
            let revision = try await Self.currentRevision(session)
            let rows = try await session.query("SELECT id, slug, revision, body FROM recipe ORDER BY id")
            return PlacedCatalog(revision: revision, recipes: try Self.placed(rows))
        }
    }

    public func changes(since revision: Int) async throws(CatalogStoreError) -> CatalogChanges? {
        try await link.snapshotTransaction { session -> CatalogChanges? in
            let current = try await Self.currentRevision(session)
            // A store behind the reader was replaced or restored: only a whole read is right.
            guard current >= revision else { return nil }
            let touched = try await session.query("SELECT DISTINCT slug FROM change_log WHERE revision > \(revision)")
                .map { try $0.decode(String.self) }
            guard !touched.isEmpty else { return CatalogChanges(revision: current, written: [], removed: []) }
            let rows = try await session.query("SELECT id, slug, revision, body FROM recipe WHERE slug = ANY(\(touched)::text[]) ORDER BY id")
            let written = try Self.placed(rows)
            let present = Set(written.map(\.stored.slug))
            return CatalogChanges(revision: current, written: written, removed: touched.filter { !present.contains($0) })
        }
    }

    /// Rows of `id, slug, revision, body` as placed recipes, decoded as one catalog.
    private static func placed(_ rows: [PostgresRow]) throws -> [PlacedRecipe] {
        var catalog = Data("[".utf8)
        var keys: [(id: Int, slug: String, revision: Int)] = []
        keys.reserveCapacity(rows.count)
        for row in rows {
            let (id, slug, revision, body) = try row.decode((Int, String, Int, String).self)
            if !keys.isEmpty { catalog.append(UInt8(ascii: ",")) }
            catalog.append(contentsOf: body.utf8)
            keys.append((id, slug, revision))
        }
        catalog.append(UInt8(ascii: "]"))
        // Only a service's snapshot asks for placed recipes, and it keeps them as their bytes.
        var everything = CatalogNarrowing.none
        everything.compactsBytes = true
        let recipes = try CatalogDecoder().decode(catalog, narrowing: everything)
        return zip(recipes, keys).map { PlacedRecipe(place: $1.id, stored: StoredRecipe(recipe: $0, slug: $1.slug, revision: $1.revision)) }
    }
}
