import Foundation
import GRDB
import RecipesCodecs
import RecipesKit
import RecipesSources
@testable import RecipesStore
import RecipesTestSupport
import Testing

func recipe(_ name: String, ingredients: [String] = ["salt"], steps: Int = 1, timers: [Int] = []) -> Recipe {
    Recipe(
        name: name, ingredients: ingredients.map { Ingredient(quantity: "1", name: $0, type: "Misc") },
        steps: (0..<steps).map { "Step \($0 + 1)." }, timers: timers)
}

@Suite struct SQLiteCatalogStoreTests {
    let embedded = (try? CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8))) ?? []

    @Test func aNewStoreIsSeededOnceWithTheEmbeddedCatalogInWALMode() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("nested/catalog.sqlite")
        let store = try SQLiteCatalogStore(path: path, createDirectory: true)
        #expect(try await store.recipes(narrowedBy: .none).map(\.recipe) == embedded)
        #expect(embedded.count > 20)
        _ = try await store.remove(slug: embedded[0].baseSlug, expecting: nil)
        // Reopening runs no migration again: the removed seed recipe stays removed.
        let reopened = try SQLiteCatalogStore(path: path)
        #expect(try await reopened.recipes(narrowedBy: .none).count == embedded.count - 1)
        let mode = try await DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        #expect(try await reopened.integrityCheck() == "ok")
    }

    @Test func aStoreMadeAgainAtThePathOfADeletedOneHasAnIdentityOfItsOwn() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        let first = try await SQLiteCatalogStore(path: path).identity()
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let again = try SQLiteCatalogStore(path: path)
        // Its revisions start over, so only the identity tells its catalog from the one deleted.
        #expect(try await again.identity() != first)
        #expect(try await SQLiteCatalogStore(path: path, opening: .readerFirst).identity() == again.identity())
    }

    @Test func storesOpenedAtOnceOnANewFileAllOpenAndSeedItOnce() async throws {
        for round in 0..<5 {
            let folder = try TemporaryFolder()
            let path = folder.path("catalog-\(round).sqlite")
            // As several commands or replicas started at once: each its own connections, one file.
            let opened = await withTaskGroup(of: String?.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        do {
                            _ = try SQLiteCatalogStore(path: path)
                            return nil
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
            }
            #expect(opened.isEmpty, "\(opened)")
            #expect(try await SQLiteCatalogStore(path: path).recipes(narrowedBy: .none).map(\.recipe) == embedded)
        }
    }

    @Test func recipesReadForAServiceKeepCompactBytesThatWriteTheSameCatalog() async throws {
        let folder = try TemporaryFolder()
        let store = try SQLiteCatalogStore(path: folder.path("catalog.sqlite"), createDirectory: true)
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        let compact = try await store.recipes(narrowedBy: compacting).map(\.recipe)
        let nested = try await store.recipes(narrowedBy: .none).map(\.recipe)
        #expect(compact.count == embedded.count)
        #expect(compact.allSatisfy { $0.wire?.buffer.isCompact == true })
        #expect(nested.allSatisfy { $0.wire?.buffer.isCompact == false })
        #expect(compact == nested)
        #expect(CatalogEncoder().encode(compact) == CatalogEncoder().encode(nested))
    }

    @Test func aStoreOpenedForACommandReadsWithoutWritingAndWritesOnDemand() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        _ = try SQLiteCatalogStore(path: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        func walSize() -> Int { (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 }
        // Reading writes nothing, to the file or to its WAL (opening a pool wrote a transaction to a missing WAL).
        let command = try SQLiteCatalogStore(path: path, opening: .readerFirst)
        #expect(try await command.recipes(narrowedBy: .none).map(\.recipe) == embedded)
        #expect(walSize() == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        // Its first write opens the pool; what it wrote is read back at once, and by the next process.
        _ = try await command.remove(slug: embedded[0].baseSlug, expecting: nil)
        #expect(try await command.recipes(narrowedBy: .none).count == embedded.count - 1)
        #expect(try await SQLiteCatalogStore(path: path).recipes(narrowedBy: .none).count == embedded.count - 1)
    }

    @Test func aCommandReadsTheStoreWhileAnotherProcessHoldsItsWriteLock() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        _ = try SQLiteCatalogStore(path: path)
        let other = try DatabaseQueue(path: path)
        let (holding, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        Thread.detachNewThread {
            do {
                try other.inTransaction(.immediate) { _ in
                    holding.signal()
                    release.wait()
                    return .rollback
                }
            } catch {
                holding.signal()
            }
        }
        defer { release.signal() }
        try #require(holding.wait(timeout: .now() + 30) == .success)
        // Before, opening wrote, so it waited out the 15 s busy timeout and failed ("stayed locked").
        let command = try SQLiteCatalogStore(path: path, opening: .readerFirst)
        #expect(try await command.recipes(narrowedBy: .none).map(\.recipe) == embedded)
    }

    @Test func filesThatAreNotStoresGiveOneLineErrors() async throws {
        let folder = try TemporaryFolder()
        let junk = folder.path("junk.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: junk))
        #expect(throws: CatalogStoreError.self) { try SQLiteCatalogStore(path: junk) }
        do { _ = try SQLiteCatalogStore(path: junk) } catch { #expect(error.message.contains("not a recipes database")) }
        do { _ = try SQLiteCatalogStore(path: folder.url.path) } catch { #expect(error.message.hasSuffix("is a directory, not a database file")) }
        do { _ = try SQLiteCatalogStore(path: folder.path("missing/c.sqlite")) } catch { #expect(error.message.contains("no such directory")) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: junk)) == Data(repeating: 0x41, count: 4096))
    }

    @Test func defaultPathFollowsXDGAndRecipesDatabase() async {
        #expect(SQLiteCatalogStore.defaultPath(environment: ["HOME": "/home/cook"]) == "/home/cook/.local/share/recipes/catalog.sqlite")
        #expect(SQLiteCatalogStore.defaultPath(environment: ["HOME": "/h", "XDG_DATA_HOME": "/data"]) == "/data/recipes/catalog.sqlite")
        #expect(SQLiteCatalogStore.defaultPath(environment: ["HOME": "/h", "XDG_DATA_HOME": "relative"]) == "/h/.local/share/recipes/catalog.sqlite")
        #expect(SQLiteCatalogStore.defaultPath(environment: ["RECIPES_DATABASE": "/x.sqlite", "XDG_DATA_HOME": "/data"]) == "/x.sqlite")
    }

}

/// The index may only make filtering faster: narrowed-then-filtered equals filtered, for random catalogs and queries.
@Suite struct StoreNarrowingPropertyTests {
    static let words = ["beef", "Ground Beef", " beef broth ", "BEEF", "onion", "Onions", "crème fraîche", "creme", "salt",
                        "Sea Salt", "rice", "wild rice", "egg", "eggplant", "Æble", "tomato", "", "  ", "ß", "ss"]
    // Names hold needles too, and a name is also a mention the text index answers: quotes, blanks, newlines and
    // NUL (which SQLite's match syntax and PostgreSQL's text cannot carry) must not lose a match or fail.
    static let needles = [
        "beef", "BEEF", "onion", "crème", "creme", "salt", "rice", "egg", "plant", "æ", "ss", "ß", "o", "zzz", " beef",
        "be\"ef", "dish 1", "o\nn", "\u{0}", "\u{0}beef", "\"",
    ]
    /// The needles a stored name may hold (one line, no control characters).
    static let nameParts = needles.filter { !$0.unicodeScalars.contains { $0.value < 0x20 } }
    /// The needles a stored tag may be.
    static let tagParts = needles.filter { RecipeValidator.tagProblem($0) == nil }

    @Test(arguments: StoreKind.available, 0..<12) func narrowedFilteringEqualsFilteringInMemory(kind: StoreKind, seed: Int) async throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919)
        let store = try await kind.make().store
        let catalog = (0..<60).map { index in
            Recipe(
                name: "Dish \(seed)-\(index) \(Self.nameParts.randomElement(using: &random) ?? "")",
                ingredients: (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    Ingredient(quantity: "1", name: Self.words.randomElement(using: &random) ?? "", type: ["Meat", "Produce"].randomElement(using: &random) ?? "")
                },
                steps: ["Cook."], timers: [Int.random(in: 0...90, using: &random)],
                tags: Bool.random(using: &random) ? [Self.tagParts.randomElement(using: &random) ?? "x"] : [])
        }.filter { !$0.ingredients.contains { $0.name.trimmingCharacters(in: .whitespaces).isEmpty } }
        _ = try await store.add(catalog)
        let stored = try await store.recipes(narrowedBy: .none).map(\.recipe)
        for _ in 0..<40 {
            let query = RecipeQuery(
                ingredients: (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in Self.needles.randomElement(using: &random) },
                anyIngredient: Bool.random(using: &random),
                excludedIngredients: Bool.random(using: &random) ? [Self.needles.randomElement(using: &random) ?? ""] : [],
                type: Bool.random(using: &random) ? "meat" : nil,
                name: Bool.random(using: &random) ? Self.needles.randomElement(using: &random) : nil,
                maxMinutes: Bool.random(using: &random) ? Int.random(in: 0...90, using: &random) : nil,
                tags: Bool.random(using: &random) ? [Self.needles.randomElement(using: &random) ?? ""] : [],
                excludedTags: Bool.random(using: &random) ? [Self.needles.randomElement(using: &random) ?? ""] : [])
            let expected = stored.filter(query.filter)
            let narrowed = try await store.recipes(narrowedBy: query.narrowing).map(\.recipe)
            #expect(narrowed.filter(query.filter) == expected, "query \(query)")
        }
    }
}
