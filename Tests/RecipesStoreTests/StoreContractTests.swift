import Foundation
import RecipesCodecs
import RecipesKit
import RecipesPostgres
import RecipesSources
import RecipesStore
import RecipesTestSupport
import Testing

/// The stores the contract is checked against: SQLite always, PostgreSQL when `scripts/test` started one.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory, sqlite, postgres

    /// The real stores, for the contracts only they keep (accounts, the plan, pictures, search).
    static var available: [StoreKind] { TestPostgres.isAvailable ? [.sqlite, .postgres] : [.sqlite] }
    /// The real stores and the in-memory fake the other layers' tests run on, for the catalog's contract.
    static var withFake: [StoreKind] { [.memory] + available }

    var testDescription: String { rawValue }

    /// A new store, and a way to open it again (a second process, a restart); each keeps its pool running for as
    /// long as it is held.
    func make() async throws -> (store: any CatalogStoreProtocol, reopen: @Sendable () async throws -> any CatalogStoreProtocol) {
        switch self {
        case .memory:
            // The fake the other layers' tests run on, held to the same contract; "reopening" it is holding it again.
            let store = try InMemoryCatalogStore(recipes: try CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8)))
            return (store, { store })
        case .sqlite:
            let path = ScratchFolder.path("store", suffix: ".sqlite").path
            // Reopened as a command opens it: reads on one read-only connection, the pool opened at the first write.
            return (try SQLiteCatalogStore(path: path), { try SQLiteCatalogStore(path: path, opening: .readerFirst) })
        case .postgres:
            let url = try await TestPostgres.freshDatabase()
            let open: @Sendable () async throws -> any CatalogStoreProtocol = { try await Self.openPostgres(url) }
            return (try await open(), open)
        }
    }

    /// The PostgreSQL store at `url`, its pool running while it is held. `patient` waits up to five minutes for an
    /// answer: a test of what a failed connection says must not see the deadline instead, which a suite keeping both
    /// cores busy for a minute can bring about.
    static func openPostgres(_ url: String, environment: [String: String] = [:], patient: Bool = false) async throws(CatalogStoreError) -> RunningStore {
        var options = PostgresStoreOptions.standard
        if patient { options.deadline = .seconds(300) }
        return RunningStore(try await PostgresCatalogStore.open(address: PostgresAddress(url, environment: environment), options: options))
    }
}

/// What every store promises, checked on each: the same rules whatever the engine.
@Suite struct StoreContractTests {
    let embedded = (try? CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8))) ?? []

    @Test(arguments: StoreKind.withFake) func aNewStoreIsSeededOnceWithTheEmbeddedCatalog(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        #expect(try await store.recipes(narrowedBy: .none).map(\.recipe) == embedded)
        _ = try await store.remove(slug: embedded[0].baseSlug, expecting: nil)
        // Opening it again runs no migration again: the removed seed recipe stays removed.
        #expect(try await reopen().recipes(narrowedBy: .none).count == embedded.count - 1)
    }

    @Test(arguments: StoreKind.withFake) func addIsAllOrNothingAndRefusesATakenSlug(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let before = try await store.revision()
        let added = try await store.add([recipe("Toast"), recipe("Tea")])
        #expect(added.map(\.slug) == ["toast", "tea"])
        #expect(added.allSatisfy { $0.revision == before + 1 })
        await #expect(throws: CatalogStoreError.self) { try await store.add([recipe("Jam"), recipe("  TOAST ")]) }
        let names = try await store.recipes(narrowedBy: .none).map(\.recipe.name)
        #expect(!names.contains("Jam"))
        #expect(names.suffix(2) == ["Toast", "Tea"])
        #expect(try await store.revision() == before + 1)
    }

    @Test(arguments: StoreKind.withFake) func conflictPoliciesSkipRenameAndReplace(kind: StoreKind) async throws {
        let store = try await kind.make().store
        _ = try await store.add([recipe("Toast")])
        let skipped = try await store.add([recipe("Toast", steps: 2)], onConflict: .skip)
        #expect(skipped.map(\.change) == [.skipped])
        let renamed = try await store.add([recipe("Toast", steps: 2)], onConflict: .rename)
        #expect(renamed.map(\.stored.slug) == ["toast-2"])
        let replaced = try await store.add([recipe("Toast", steps: 3)], onConflict: .replace)
        #expect(replaced.map(\.change) == [.replaced])
        #expect(try await store.recipes(narrowedBy: .none).first { $0.slug == "toast" }?.recipe.steps.count == 3)
    }

    @Test(arguments: StoreKind.withFake) func anInvalidRecipeIsSaidBeforeATakenName(kind: StoreKind) async throws {
        let store = try await kind.make().store
        do {
            _ = try await store.add([embedded[0], Recipe(name: "Dry Toast", ingredients: [], steps: [])])
            Issue.record("a taken name and an invalid recipe were added")
        } catch {
            #expect(error.kind == .invalid, "\(error)")
        }
    }

    @Test(arguments: StoreKind.withFake) func invalidRecipesAreRefusedWithEveryIssue(kind: StoreKind) async throws {
        let store = try await kind.make().store
        do {
            _ = try await store.add([Recipe(name: " ", ingredients: [], steps: [], timers: [3])])
            Issue.record("an invalid recipe was added")
        } catch {
            #expect(error.kind == .invalid)
            #expect(error.issues.map(\.path) == ["name", "steps", "timers"])
        }
    }

    @Test(arguments: StoreKind.withFake) func replaceAndRemoveHonourTheExpectedRevision(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let toast = try await store.add([recipe("Toast")])[0]
        await #expect(throws: CatalogStoreError(.conflict, "recipe 'toast' changed since it was read (now at revision \(toast.revision))")) {
            try await store.replace(slug: "toast", with: recipe("Toast", steps: 2), expecting: [toast.revision - 1])
        }
        let replaced = try await store.replace(slug: "toast", with: recipe("Toast", steps: 2), expecting: [toast.revision])
        #expect(replaced.revision > toast.revision)
        #expect(try await store.recipes(narrowedBy: .none).first { $0.slug == "toast" }?.recipe.steps.count == 2)
        // Renaming onto another recipe's slug is a duplicate; renaming elsewhere moves the slug.
        await #expect(throws: CatalogStoreError.self) { try await store.replace(slug: "toast", with: embedded[0], expecting: nil) }
        #expect(try await store.replace(slug: "toast", with: recipe("French Toast"), expecting: nil).slug == "french-toast")
        await #expect(throws: CatalogStoreError.self) { try await store.remove(slug: "toast", expecting: nil) }
        await #expect(throws: CatalogStoreError.self) { try await store.remove(slug: "french-toast", expecting: [replaced.revision]) }
        #expect(try await store.remove(slug: "french-toast", expecting: nil).recipe.name == "French Toast")
    }

    /// An add refused for a name that is taken must not take another add of the same new name down with it, when
    /// the two arrive together: whichever order they run in, the add of the new name alone lands.
    @Test(arguments: StoreKind.withFake) func anAddRefusedForATakenNameDoesNotRefuseAnotherAddOfItsNewName(kind: StoreKind) async throws {
        let store = try await kind.make().store
        _ = try await store.add([recipe("Toast")])
        for round in 0..<15 {
            let (mixed, alone) = await withTaskGroup(of: (Bool, CatalogStoreError?).self) { group in
                for isMixed in [true, false] {
                    group.addTask {
                        do throws(CatalogStoreError) {
                            _ = try await store.add((isMixed ? ["Jam \(round)", "Toast"] : ["Jam \(round)"]).map { recipe($0) })
                            return (isMixed, nil)
                        } catch {
                            return (isMixed, error)
                        }
                    }
                }
                return await group.reduce(into: (CatalogStoreError?.none, CatalogStoreError?.none)) { outcomes, outcome in
                    if outcome.0 { outcomes.0 = outcome.1 } else { outcomes.1 = outcome.1 }
                }
            }
            #expect(mixed?.kind == .duplicate, "round \(round): \(String(describing: mixed))")
            #expect(alone == nil, "round \(round): \(String(describing: alone))")
        }
        let names = try await store.recipes(narrowedBy: .none).map(\.recipe.name)
        #expect((0..<15).allSatisfy { round in names.filter { $0 == "Jam \(round)" }.count == 1 })
    }

    @Test(arguments: StoreKind.withFake) func anAddThatSkipsEveryRecipeLeavesTheRevision(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let before = try await store.revision()
        let results = try await store.add([embedded[0], embedded[1]], onConflict: .skip)
        #expect(results.map(\.change) == [.skipped, .skipped])
        #expect(try await store.revision() == before)
    }

    @Test(arguments: StoreKind.withFake) func namesAreTheRecipesTrimmedNamesInCatalogOrderThroughWrites(kind: StoreKind) async throws {
        let store = try await kind.make().store
        _ = try await store.add([recipe("  Padded Toast  "), recipe("Soup")])
        _ = try await store.replace(slug: "soup", with: recipe("Onion Soup"), expecting: nil)
        _ = try await store.remove(slug: embedded[0].baseSlug, expecting: nil)
        let names = try await store.names()
        #expect(names == (try await store.recipes(narrowedBy: .none)).map(\.recipe.displayName))
        #expect(names.suffix(2) == ["Padded Toast", "Onion Soup"])
    }

    @Test(arguments: StoreKind.withFake) func aTakenAddressIsRefusedNamingTheRecipeThatHoldsIt(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let stored = try await store.add([recipe("Pâté Maison Spécial"), recipe("Toast")])
        let slug = stored[0].slug
        let expected = CatalogStoreError(.duplicate, "a recipe named \"Pâté Maison Spécial\" already exists (slug '\(slug)')")
        await #expect(throws: expected) { try await store.add([recipe("pate maison special")]) }
        await #expect(throws: expected) { try await store.add([recipe("Jam"), recipe("PATE MAISON SPECIAL")]) }
        await #expect(throws: expected) { try await store.replace(slug: "toast", with: recipe("Pate Maison Special"), expecting: nil) }
        #expect(try await store.recipes(narrowedBy: .none).filter { ["jam", slug].contains($0.slug) }.map(\.recipe.name) == ["Pâté Maison Spécial"])
    }

    @Test(arguments: StoreKind.withFake) func favoritesAreKeptBySlugInTheOrderAdded(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        #expect(try await store.addFavorite(slug: "b"))
        #expect(try await store.addFavorite(slug: "a"))
        #expect(try await !store.addFavorite(slug: "b"))
        #expect(try await store.favorites() == ["b", "a"])
        #expect(try await store.removeFavorite(slug: "b"))
        #expect(try await !store.removeFavorite(slug: "b"))
        #expect(try await reopen().favorites() == ["a"])
    }

    @Test(arguments: StoreKind.withFake) func concurrentWritersFromManyThreadsAndConnectionsAllLand(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let second = try await reopen()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let writer = index.isMultiple(of: 2) ? store : second
                group.addTask { _ = try await writer.add([recipe("Dish \(index)")]) }
            }
            try await group.waitForAll()
        }
        let stored = try await store.recipes(narrowedBy: .none)
        let names = Set(stored.map(\.recipe.name))
        #expect((0..<40).allSatisfy { names.contains("Dish \($0)") })
        // One revision per write, none shared: a replica can tell every write apart.
        let revisions = stored.filter { $0.recipe.name.hasPrefix("Dish ") }.map(\.revision)
        #expect(Set(revisions).count == 40)
    }

    @Test(arguments: StoreKind.withFake) func concurrentAddsEachGetTheirOwnOutcomeWhenSomeAreRefused(kind: StoreKind) async throws {
        let store = try await kind.make().store
        _ = try await store.add([recipe("Toast")])
        // Writes arriving together may be written together (PostgreSQL's group commit): a refused one must not
        // take the others down, nor they it.
        let outcomes = await withTaskGroup(of: (Int, Result<[StoredRecipe], CatalogStoreError>).self) { group in
            for index in 0..<30 {
                group.addTask {
                    let names = index == 7 ? ["Jam", "Toast"] : index == 12 ? ["Twin", "twin "] : ["Batch \(index)"]
                    do throws(CatalogStoreError) {
                        return (index, .success(try await store.add(names.map { recipe($0) })))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            return await group.reduce(into: [Int: Result<[StoredRecipe], CatalogStoreError>]()) { $0[$1.0] = $1.1 }
        }
        for (index, outcome) in outcomes {
            switch (index, outcome) {
            case (7, .failure(let error)): #expect(error.kind == .duplicate, "\(error)")
            // A name repeated within one add is that add's own fault, found before any store is asked.
            case (12, .failure(let error)): #expect(error.kind == .invalid, "\(error)")
            case (7, .success), (12, .success): Issue.record("add \(index) should have been refused")
            case (_, .failure(let error)): Issue.record("add \(index) failed: \(error)")
            case (_, .success): break
            }
        }
        let landed = outcomes.values.compactMap { try? $0.get() }.flatMap { $0 }
        #expect(landed.count == 28)
        #expect(Set(landed.map(\.revision)).count == 28)
        let names = Set(try await store.recipes(narrowedBy: .none).map(\.recipe.name))
        #expect(!names.contains("Jam") && !names.contains("Twin"))
        #expect((0..<30).filter { $0 != 7 && $0 != 12 }.allSatisfy { names.contains("Batch \($0)") })
    }

    @Test(arguments: StoreKind.withFake) func aStoreKeepsItsIdentityThroughWritesAndReopeningAndNoOtherStoreHasIt(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let identity = try await store.identity()
        #expect(identity.count == 16 && identity.allSatisfy(\.isHexDigit))
        _ = try await store.add([recipe("Toast")])
        #expect(try await store.identity() == identity)
        #expect(try await reopen().identity() == identity, "another process opening the store")
        #expect(try await kind.make().store.identity() != identity, "another store, at the same revision when new")
    }

    @Test(arguments: StoreKind.withFake) func writesByAnotherConnectionAreSeenAtTheNextRead(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let other = try await reopen()
        let before = try await store.revision()
        _ = try await other.add([recipe("Toast")])
        #expect(try await store.revision() == before + 1)
        #expect(try await store.recipes(narrowedBy: .none).last?.slug == "toast")
    }
}

/// Searches narrowed by a store's text index equal searches of the whole catalog, on every store.
@Suite struct StoreSearchPropertyTests {
    static let texts = ["Beef stew", "Crème brûlée", "creme", "Grilled onions", "onion rings", "STIR-FRY", "stir fry", "Æbleskiver",
                        "100% rye", "a_b", "Mic's pie", "naïve tomato", "roast beef", "Straße", "strasse", "eggplant",
                        "Weizen\u{AD}mehl", "\u{200B}Zucker"]
    static let words = ["beef", "BEEF", "creme", "crème", "onion", "stir-fry", "fry", "æble", "100%", "a_b", "mic's", "naive",
                        "tomato", "ss", "straße", "egg", "plant", "zzz", "on", "e", "%", "_", "\"quoted\"", "ee",
                        "weizenmehl", "zen\u{200B}me", "zucker"]

    @Test(arguments: StoreKind.available, 0..<6) func narrowedSearchEqualsSearchInMemory(kind: StoreKind, seed: Int) async throws {
        var random = SeededRandom(seed: UInt64(seed + 3) &* 31_337)
        let store = try await kind.make().store
        let catalog = (0..<50).map { index in
            Recipe(
                name: "Dish \(seed)-\(index) \(Self.texts.randomElement(using: &random) ?? "")",
                ingredients: (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Ingredient(quantity: "1", name: Self.texts.randomElement(using: &random) ?? "salt", type: "Misc")
                },
                steps: ["Cook the \(Self.texts.randomElement(using: &random) ?? "")."], timers: [5])
        }
        _ = try await store.add(catalog)
        let stored = try await store.recipes(narrowedBy: .none).map(\.recipe)
        var narrowedSome = false
        for _ in 0..<30 {
            let words = (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in Self.words.randomElement(using: &random) }
            let request = RecipeListRequest.search(words: words, emptyMessage: "")
            let candidates = try await store.recipes(narrowedBy: request.narrowing).map(\.recipe)
            #expect(candidates.filter(request.filter) == stored.filter(request.filter), "\(kind) \(words)")
            narrowedSome = narrowedSome || candidates.count < stored.count
        }
        #expect(narrowedSome, "the text index never narrowed anything")
        // A word the byte pre-check cannot read (not ASCII) is narrowed by the text index alone.
        let accented = RecipeListRequest.search(words: ["brûlée"], emptyMessage: "")
        let candidates = try await store.recipes(narrowedBy: accented.narrowing).map(\.recipe)
        #expect(candidates.count < stored.count && candidates == stored.filter(accented.filter), "\(kind)")
    }
}
