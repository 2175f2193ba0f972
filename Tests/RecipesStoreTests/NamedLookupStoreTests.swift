import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

/// Recipes named by a user, looked up through a store's text index: what the whole catalog finds, on every store.
@Suite struct NamedLookupStoreTests {
    static let texts = [
        "Beef stew", "Crème brûlée", "creme", "a;b", "a\u{037E}b", "100% rye", "a_b", "Mic's pie", "\"quoted\"", "back\\slash",
        "Weizen\u{AD}mehl", "\u{D55C}", "\u{1112}\u{1161}\u{11AB}", "pi", "Straße", "strasse",
    ]

    static func outcome(_ body: () async throws(ModuleFailureMessage) -> [Recipe]) async -> String {
        do {
            return try await body().map(\.name).joined(separator: "|")
        } catch {
            return "\(error.failure): \(error.message)"
        }
    }

    @Test(arguments: StoreKind.available, 0..<3) func aNameFoundThroughTheStoresIndexIsTheWholeCatalogs(kind: StoreKind, seed: Int) async throws {
        var random = SeededRandom(seed: UInt64(seed + 11) &* 7_919)
        func text() -> String { Self.texts.randomElement(using: &random) ?? "" }
        let store = try await kind.make().store
        let catalog = (0..<40).map { index in
            Recipe(name: "\(text()) \(index)", ingredients: [Ingredient(quantity: "1", name: text(), type: "Misc")],
                   steps: ["Cook the \(text())."], timers: [5])
        }
        _ = try await store.add(catalog)
        let stored = try await store.recipes(narrowedBy: .none).map(\.recipe)
        let indexed = NamedRecipesInteractor(facade: StoreFacade(store: store))
        let whole = NamedRecipesInteractor(facade: InMemoryFacade(recipes: stored, sourceDescription: store.location))
        for _ in 0..<30 {
            let recipe = catalog.randomElement(using: &random)?.name ?? ""
            let name = switch Int.random(in: 0..<6, using: &random) {
            case 0: recipe
            case 1: recipe.uppercased()
            case 2: String(recipe.prefix(Int.random(in: 1...recipe.count, using: &random)))
            case 3: recipe.decomposedStringWithCanonicalMapping
            case 4: String(recipe.dropFirst())
            default: text()
            }
            // The store's candidates hold every recipe whose folded name starts with the folded name.
            if let narrowing = RecipeLookup.narrowing(forName: name) {
                let candidates = try await store.recipes(narrowedBy: narrowing).map(\.recipe)
                let pattern = TextPattern(name)
                #expect(stored.filter { pattern.isPrefix(of: $0.name) }.allSatisfy(candidates.contains), "\(kind) \(name)")
            }
            let narrowed = await Self.outcome { () throws(ModuleFailureMessage) in try await indexed.recipes(named: [name]) }
            let read = await Self.outcome { () throws(ModuleFailureMessage) in try await whole.recipes(named: [name]) }
            #expect(narrowed == read, "\(kind) \(name)")
        }
        let slugs = Set(stored.prefix(20).map(\.baseSlug))
        #expect(try await indexed.recipes(atSlugs: slugs) == NamedRecipesInteractor.bySlug(stored, slugs), "\(kind)")
    }
}
