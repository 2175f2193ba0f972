import Foundation
import PostgresNIO
import RecipesCodecs
import RecipesKit

/// The catalog store on PostgreSQL: the SQLite store's tables and rules (recipes as wire-format JSON in catalog
/// order, an ingredient-name index, favorites, one revision per write), so several `recipes serve` replicas can
/// share one catalog. Every write also records what it changed and notifies `recipes_changed` with its revision.
public final class PostgresCatalogStore: CatalogStoreProtocol {
    /// The channel writes notify, with the new revision as payload.
    public static let channel = "recipes_changed"

    let link: PostgresLink

    public var location: String { link.address.location }
    /// Where the store is.
    public var address: PostgresAddress { link.address }

    /// Connects to the store at `address` and brings its schema up to date (seeding a new one).
    public init(address: PostgresAddress) throws(CatalogStoreError) {
        link = PostgresLink(address: address)
        try PostgresSchema.migrate(link)
    }

    deinit {
        link.close()
    }

    public func recipes(narrowedBy narrowing: CatalogNarrowing) throws(CatalogStoreError) -> [StoredRecipe] {
        let (catalog, keys) = try link.run { session in try Self.read(session, narrowing: narrowing) }
        // The rows are already narrowed by the indexes; the decoder only builds what the filter will read.
        return try CatalogDecoder.storedRecipes(fromRows: catalog, keys: keys, reads: narrowing.reads, location: location)
    }

    public func add(_ recipes: [Recipe], onConflict policy: ConflictPolicy) throws(CatalogStoreError) -> [AddResult] {
        if policy == .refuse { try RecipeValidator.check(recipes) }
        return try link.transaction { session in try Self.add(recipes, onConflict: policy, in: session) }
    }

    public func replace(slug: String, with recipe: Recipe, expecting expected: Set<Int>?) throws(CatalogStoreError) -> StoredRecipe {
        try RecipeValidator.check([recipe])
        return try link.transaction { session in
            let revision = try Self.nextRevision(session)
            let id = try Self.existing(slug: slug, in: session, expecting: expected)
            let newSlug = recipe.baseSlug
            if newSlug != slug, try !session.query("SELECT 1 FROM recipe WHERE slug = \(newSlug)").isEmpty {
                throw CatalogStoreError.duplicate(recipe)
            }
            try session.execute("""
                UPDATE recipe SET slug = \(newSlug), name = \(recipe.displayName), revision = \(revision), \
                body = \(Self.wireBody(recipe)), search_text = \(recipe.searchText) WHERE id = \(id)
                """)
            try session.execute("DELETE FROM recipe_ingredient WHERE recipe_id = \(id)")
            try Self.index(recipe, id: id, in: session)
            try Self.log(revision, slug: slug, removed: newSlug != slug, in: session)
            try Self.log(revision, slug: newSlug, removed: false, in: session)
            return StoredRecipe(recipe: recipe, slug: newSlug, revision: revision)
        }
    }

    public func remove(slug: String, expecting expected: Set<Int>?) throws(CatalogStoreError) -> StoredRecipe {
        try link.transaction { session in
            let revision = try Self.nextRevision(session)
            let id = try Self.existing(slug: slug, in: session, expecting: expected)
            guard let row = try session.query("SELECT revision, body FROM recipe WHERE id = \(id)").first else {
                throw CatalogStoreError(.notFound, "no recipe with slug '\(slug)'")
            }
            let (stored, body) = try row.decode((Int, String).self)
            let recipe = try CatalogDecoder().decodeRecipe(Data(body.utf8))
            try session.execute("DELETE FROM recipe WHERE id = \(id)")
            try Self.log(revision, slug: slug, removed: true, in: session)
            return StoredRecipe(recipe: recipe, slug: slug, revision: stored)
        }
    }

    public func favorites() throws(CatalogStoreError) -> [String] {
        try link.run { session in try session.query("SELECT slug FROM favorite ORDER BY added").map { try $0.decode(String.self) } }
    }

    public func addFavorite(slug: String) throws(CatalogStoreError) -> Bool {
        try link.run { session in try session.execute("INSERT INTO favorite (slug) VALUES (\(slug)) ON CONFLICT DO NOTHING") > 0 }
    }

    public func removeFavorite(slug: String) throws(CatalogStoreError) -> Bool {
        try link.run { session in try session.execute("DELETE FROM favorite WHERE slug = \(slug)") > 0 }
    }

    public func revision() throws(CatalogStoreError) -> Int {
        try link.run { session in try session.query("SELECT revision FROM store_state").first?.decode(Int.self) ?? 0 }
    }
}

extension PostgresCatalogStore: CatalogChangeFeed {
    public func placedCatalog() throws(CatalogStoreError) -> PlacedCatalog {
        try link.snapshotTransaction { session in
            let revision = try session.query("SELECT revision FROM store_state").first?.decode(Int.self) ?? 0
            let rows = try session.query("SELECT id, slug, revision, body FROM recipe ORDER BY id")
            return PlacedCatalog(revision: revision, recipes: try Self.placed(rows))
        }
    }

    public func changes(since revision: Int) throws(CatalogStoreError) -> CatalogChanges? {
        try link.snapshotTransaction { session -> CatalogChanges? in
            let current = try session.query("SELECT revision FROM store_state").first?.decode(Int.self) ?? 0
            // A store behind the reader was replaced or restored: only a whole read is right.
            guard current >= revision else { return nil }
            let touched = try session.query("SELECT DISTINCT slug FROM change_log WHERE revision > \(revision)").map { try $0.decode(String.self) }
            guard !touched.isEmpty else { return CatalogChanges(revision: current, written: [], removed: []) }
            let rows = try session.query("SELECT id, slug, revision, body FROM recipe WHERE slug = ANY(\(touched)::text[]) ORDER BY id")
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
        let recipes = try CatalogDecoder().decode(catalog)
        return zip(recipes, keys).map { PlacedRecipe(place: $1.id, stored: StoredRecipe(recipe: $0, slug: $1.slug, revision: $1.revision)) }
    }
}
