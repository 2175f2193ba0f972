import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

/// Recipes named by a user, looked up through a source's index or in the whole catalog: the same answers.
@Suite struct NamedLookupTests {
    /// A source with an index that records what it was asked for.
    struct RecordingFacade: FacadeProtocol {
        let inner: InMemoryFacade
        let asked = CallLog<CatalogNarrowing>()
        let namesRead = CallLog<Int>()
        var sourceDescription: String { inner.sourceDescription }
        var narrowsWithAnIndex: Bool { inner.narrowsWithAnIndex }

        func getRecipes(narrowedBy narrowing: CatalogNarrowing) async throws(CatalogError) -> [Recipe] {
            asked.append(narrowing)
            return try await inner.getRecipes(narrowedBy: narrowing)
        }

        func recipeNames() async throws(CatalogError) -> [String] {
            let names = try await inner.recipeNames()
            namesRead.append(names.count)
            return names
        }
    }

    static func facades(_ recipes: [Recipe]) -> (indexed: RecordingFacade, whole: RecordingFacade) {
        (RecordingFacade(inner: InMemoryFacade(recipes: recipes, sourceDescription: "memory", index: CatalogIndex(recipes: recipes))),
         RecordingFacade(inner: InMemoryFacade(recipes: recipes, sourceDescription: "memory")))
    }

    /// A name a user might type for one of `recipes`: as it is, in other case or canonical form, a prefix, with
    /// blanks around, a typo, or a word of the vocabulary.
    static func name(_ random: inout SeededRandom, in recipes: [Recipe]) -> String {
        let name = recipes.randomElement(using: &random)?.name ?? ""
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return name
        case 1: return name.uppercased()
        case 2: return String(name.prefix(Int.random(in: 0...name.count, using: &random)))
        case 3: return "  \(name.lowercased()) "
        case 4: return name.decomposedStringWithCanonicalMapping
        case 5: return name.replacingOccurrences(of: ";", with: "\u{037E}")
        case 6: return String(name.dropFirst())
        default: return CatalogIndexTests.needles.randomElement(using: &random) ?? ""
        }
    }

    static func outcome(_ body: () async throws(ModuleFailureMessage) -> [Recipe]) async -> String {
        do {
            return try await body().map(\.name).joined(separator: "|")
        } catch {
            return "\(error.failure): \(error.message)"
        }
    }

    /// Property: a name finds through an index what it finds in the whole catalog, and fails with the same message.
    @Test(arguments: 0..<20)
    func aNameLookedUpThroughAnIndexFindsWhatTheWholeCatalogFinds(seed: Int) async {
        let recipes = CatalogIndexTests.catalog(seed: seed, count: 60)
        let (indexed, whole) = Self.facades(recipes)
        var random = SeededRandom(seed: UInt64(seed) &+ 7_000)
        for _ in 0..<40 {
            let names = (0..<Int.random(in: 1...2, using: &random)).map { _ in Self.name(&random, in: recipes) }
            let narrowed = await Self.outcome { () throws(ModuleFailureMessage) in try await NamedRecipesInteractor(facade: indexed).recipes(named: names) }
            let read = await Self.outcome { () throws(ModuleFailureMessage) in try await NamedRecipesInteractor(facade: whole).recipes(named: names) }
            #expect(narrowed == read, "\(names)")
        }
        #expect(indexed.asked.entries.contains { $0 != .none }, "the index was never asked")
    }

    /// Property: recipes at slugs are found through an index as in the whole catalog.
    @Test(arguments: 0..<10)
    func recipesAtSlugsThroughAnIndexAreTheWholeCatalogs(seed: Int) async throws {
        let recipes = CatalogIndexTests.catalog(seed: seed, count: 60)
            + [Recipe(name: "!!!", ingredients: [], steps: ["x"]), Recipe(name: "Mac 'n' Cheese", ingredients: [], steps: ["x"])]
        let (indexed, whole) = Self.facades(recipes)
        var random = SeededRandom(seed: UInt64(seed) &+ 9_000)
        for _ in 0..<20 {
            let slugs = Set((0..<Int.random(in: 0...4, using: &random)).map { _ in
                Bool.random(using: &random) ? (recipes.randomElement(using: &random)?.baseSlug ?? "") : "no-such-dish"
            } + (Bool.random(using: &random) ? ["recipe", "mac-n-cheese"] : []))
            let narrowed = try await NamedRecipesInteractor(facade: indexed).recipes(atSlugs: slugs)
            #expect(narrowed == NamedRecipesInteractor.bySlug(recipes, slugs), "\(slugs)")
            #expect(try await NamedRecipesInteractor(facade: whole).recipes(atSlugs: slugs) == narrowed)
        }
    }

    @Test func aSourceWithAnIndexIsNotReadWholeForANameItHas() async throws {
        let recipes = try Fixtures.recipes()
        let (indexed, whole) = Self.facades(recipes)
        let found = try await NamedRecipesInteractor(facade: indexed).recipes(named: ["crock pot", "big night pizza"])
        #expect(found.map(\.name) == ["Crock Pot Roast", "Big Night Pizza"])
        #expect(indexed.asked.entries.count == 2 && !indexed.asked.entries.contains(.none))
        // A name found nowhere reads the catalog's names, not its recipes, for the names closest to it.
        let missing = await Self.outcome { () throws(ModuleFailureMessage) in try await NamedRecipesInteractor(facade: indexed).recipes(named: ["Big Nite Pizza"]) }
        #expect(missing == "notFound: no recipe named \"Big Nite Pizza\"; did you mean \"Big Night Pizza\"?")
        #expect(indexed.namesRead.entries == [recipes.count] && !indexed.asked.entries.contains(.none))
        // A source without one is read whole once, however many names.
        _ = try await NamedRecipesInteractor(facade: whole).recipes(named: ["crock pot", "big night pizza"])
        #expect(whole.asked.entries == [.none])
    }
}
