import Foundation
import PostgresNIO
import RecipesKit

extension PostgresCatalogStore {
    /// The candidates' wire-format bodies as one catalog array, with their slugs and revisions in the same order,
    /// read in one statement: each ingredient group becomes a condition on the ingredient-name index (folded
    /// names containing one of the group's folded texts), each mention a `LIKE` on the folded text under its
    /// trigram index. The filter's predicates still decide; this only leaves out what they cannot match.
    static func read(_ session: PostgresLink.Session, narrowing: CatalogNarrowing) async throws -> (Data, [(slug: String, revision: Int)]) {
        var bindings = PostgresBindings()
        var conditions: [String] = []
        for group in narrowing.foldedIngredientGroups {
            bindings.append(group)
            conditions.append("""
                id IN (SELECT recipe_id FROM recipe_ingredient WHERE name_id IN (SELECT n.id FROM ingredient_name n \
                WHERE EXISTS (SELECT 1 FROM unnest($\(bindings.count)::text[]) AS t(term) WHERE strpos(n.folded, t.term) > 0)))
                """)
        }
        for mention in narrowing.foldedMentions {
            bindings.append("%" + mention.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%")
            conditions.append("search_text LIKE $\(bindings.count)")
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let rows = try await session.query(PostgresQuery(unsafeSQL: "SELECT slug, revision, body FROM recipe\(filter) ORDER BY id", binds: bindings))
        // What the indexes answered is not checked again on the bytes; an aisle or a name still is.
        let remaining = narrowing.remainingAfterIndexes
        var catalog = Data("[".utf8)
        var keys: [(slug: String, revision: Int)] = []
        keys.reserveCapacity(rows.count)
        for row in rows {
            let (slug, revision, text) = try row.decode((String, Int, String).self)
            var body = text
            guard remaining.isEmpty || body.withUTF8({ remaining.mayMatch($0) }) else { continue }
            if !keys.isEmpty { catalog.append(UInt8(ascii: ",")) }
            catalog.append(contentsOf: body.utf8)
            keys.append((slug, revision))
        }
        catalog.append(UInt8(ascii: "]"))
        return (catalog, keys)
    }
}
