import Foundation
import PostgresNIO
import RecipesKit
import Synchronization

extension PostgresCatalogStore {
    /// Writes several adds (refusing taken names) in a single statement, committed on its own: one revision per
    /// add, in the order given (an add waiting on another's slug after the rest), and their rows, links to ingredient names, change log and notification together,
    /// so the lock on `store_state` that orders writers is taken once for them all and held only while the server
    /// runs it. An add whose slug is taken in the store is refused as a duplicate and the others are written without
    /// it (a taken slug fails the whole statement, which is then run again without that add); one whose slug an
    /// earlier add of the same batch claims waits for that add's outcome, in a round of its own after, so it is
    /// refused only when that add was written. Returns each add's outcome, in order.
    static func insertTogether(
        _ adds: [[Recipe]], knownNames: KnownIngredientNames, location: String, in session: PostgresLink.Session
    ) async throws -> [Result<[StoredRecipe], CatalogStoreError>] {
        var outcomes = [Result<[StoredRecipe], CatalogStoreError>?](repeating: nil, count: adds.count)
        var claimed: [String: Int] = [:]
        var deferred: [Int] = []
        for (index, recipes) in adds.enumerated() {
            var own = Set<String>()
            if let repeated = recipes.first(where: { !own.insert($0.baseSlug).inserted }) {
                outcomes[index] = .failure(.duplicate(repeated))
            } else if own.contains(where: { claimed[$0] != nil }) {
                deferred.append(index)
            } else {
                for slug in own { claimed[slug] = index }
            }
        }
        var pending = adds.indices.filter { outcomes[$0] == nil && !deferred.contains($0) }
        while !pending.isEmpty {
            do {
                let revision = try await insert(pending.map { adds[$0] }, knownNames: knownNames, in: session)
                let base = revision - pending.count
                for (offset, index) in pending.enumerated() {
                    outcomes[index] = .success(adds[index].map { StoredRecipe(recipe: $0, slug: $0.baseSlug, revision: base + offset + 1) })
                }
                pending = []
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
                // "Key (slug)=(toast) already exists.": refuse the add that holds that slug, write the others.
                let detail = error.serverInfo?[.detail] ?? ""
                let taken = detail.range(of: "=(").flatMap { start in
                    detail[start.upperBound...].range(of: ")").map { String(detail[start.upperBound..<$0.lowerBound]) }
                }
                guard let taken, let index = claimed[taken], let position = pending.firstIndex(of: index),
                      let recipe = adds[index].first(where: { $0.baseSlug == taken }) else { throw error }
                // The statement ran alone, outside any transaction: the session can still name the recipe there.
                let stored = try? await session.query("SELECT name FROM recipe WHERE slug = \(taken)").first?.decode(String.self)
                outcomes[index] = .failure(.duplicate(recipe, storedName: stored))
                pending.remove(at: position)
            } catch let error as PSQLError where pending.count > 1 && error.serverInfo?[.sqlState]?.hasPrefix("22") == true {
                // A value PostgreSQL cannot hold (a NUL character) fails the statement without naming its add: each
                // is written alone, so only that one is refused.
                // Each add its own outcome: one that fails (even the connection) leaves the others' as they are.
                for index in pending {
                    do {
                        outcomes[index] = try await insertTogether([adds[index]], knownNames: knownNames, location: location, in: session)[0]
                    } catch {
                        outcomes[index] = .failure(PostgresLink.describe(error, at: location))
                    }
                }
                pending = []
            }
        }
        if !deferred.isEmpty {
            // The first round is committed: a failure now is the deferred adds' alone.
            do {
                let later = try await insertTogether(deferred.map { adds[$0] }, knownNames: knownNames, location: location, in: session)
                for (offset, index) in deferred.enumerated() { outcomes[index] = later[offset] }
            } catch {
                for index in deferred { outcomes[index] = .failure(PostgresLink.describe(error, at: location)) }
            }
        }
        return outcomes.map { $0 ?? .failure(CatalogStoreError(.unavailable, "an add was neither written nor refused")) }
    }

    /// The statement behind `insertTogether`: returns the revision of the last add.
    private static func insert(_ adds: [[Recipe]], knownNames: KnownIngredientNames, in session: PostgresLink.Session) async throws -> Int {
        var slugs: [String] = [], names: [String] = [], bodies: [String] = [], texts: [String] = [], writes: [Int] = []
        var pairSlugs: [String] = [], pairNames: [String] = [], pairFolded: [String] = []
        for (index, recipes) in adds.enumerated() {
            for recipe in recipes {
                let slug = recipe.baseSlug
                slugs.append(slug)
                names.append(recipe.displayName)
                bodies.append(wireBody(recipe))
                texts.append(recipe.searchText)
                writes.append(index + 1)
                for name in Set(recipe.ingredients.map(\.name)) {
                    pairSlugs.append(slug)
                    pairNames.append(name)
                    pairFolded.append(TextPattern.folding(name))
                }
            }
        }
        // The names go in first, on their own: a statement sees only what was committed when it began, so a name
        // another write added meanwhile would otherwise go unlinked (one left over by a refused add links nothing).
        // Names are never removed, so one known to be stored needs no round trip.
        if !knownNames.containsAll(pairNames) {
            try await session.execute("""
                INSERT INTO ingredient_name (name, folded) SELECT DISTINCT n, f FROM unnest(\(pairNames)::text[], \(pairFolded)::text[]) AS p(n, f) \
                ON CONFLICT (name) DO NOTHING
                """)
            knownNames.insert(pairNames)
        }
        let count = adds.count
        let rows = try await session.query("""
            WITH r AS (UPDATE store_state SET revision = revision + \(count) RETURNING revision), \
            ins AS (INSERT INTO recipe (slug, name, revision, body, search_text) \
                SELECT b.s, b.n, (SELECT revision FROM r) - \(count) + b.w, b.b, b.t \
                FROM unnest(\(slugs)::text[], \(names)::text[], \(bodies)::text[], \(texts)::text[], \(writes)::bigint[]) \
                WITH ORDINALITY AS b(s, n, b, t, w, position) ORDER BY b.position RETURNING id, slug, revision), \
            pairs AS (SELECT * FROM unnest(\(pairSlugs)::text[], \(pairNames)::text[]) AS p(slug, name)), \
            names AS (SELECT id, name FROM ingredient_name WHERE name IN (SELECT name FROM pairs)), \
            links AS (INSERT INTO recipe_ingredient (name_id, recipe_id) \
                SELECT DISTINCT names.id, ins.id FROM pairs JOIN ins ON ins.slug = pairs.slug JOIN names ON names.name = pairs.name \
                ON CONFLICT DO NOTHING), \
            l AS (INSERT INTO change_log (revision, slug, removed) SELECT ins.revision, ins.slug, false FROM ins), \
            n AS (SELECT pg_notify(\(channel), revision::text) FROM r) \
            SELECT r.revision FROM r, n
            """)
        guard let revision = try rows.first?.decode(Int.self) else {
            throw CatalogStoreError(.unavailable, "the store has no state row")
        }
        return revision
    }
}

/// The ingredient names this process knows to be stored (they are never removed), so that writes using only those
/// skip adding them; forgotten past `capacity`.
final class KnownIngredientNames: Sendable {
    private let names = Mutex<Set<String>>([])
    private let capacity: Int

    init(capacity: Int = 100_000) {
        self.capacity = capacity
    }

    func containsAll(_ candidates: [String]) -> Bool {
        names.withLock { names in candidates.allSatisfy(names.contains) }
    }

    func insert(_ stored: [String]) {
        names.withLock { names in
            if names.count + stored.count > capacity { names.removeAll(keepingCapacity: true) }
            names.formUnion(stored)
        }
    }
}
