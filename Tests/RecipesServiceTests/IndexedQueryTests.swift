import Foundation
import HummingbirdTesting
import RecipesCodecs
@testable import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// The service narrows new queries through its snapshot's index; every answer must be the one a scan gives.
@Suite struct IndexedQueryTests {
    static let words = ["beef", "Beef broth", "onion", "crème", "tofu", "rice", "salt", "spring onion", "jalapeño", "日本酒"]
    static let queries = [
        "ingredient=beef", "ingredient=BEEF&ingredient=onion", "ingredient=beef&ingredient=tofu&any=true", "q=cook",
        "q=crem", "q=spring+onion", "q=brot&sort=name", "ingredient=on&sort=time&limit=3&offset=2", "name=dish+1",
        "exclude=beef&q=rice", "q=%E6%97%A5%E6%9C%AC", "ingredient=jalape%C3%B1o&sort=ingredients", "q=well&limit=5",
        "tag=BEEF", "tag=beef+broth&tag=rice&any=true", "exclude-tag=rice&q=cook", "tag=cr%C3%A8me&sort=name", "tag=bee",
    ]

    static func catalog(seed: Int, count: Int) -> [Recipe] {
        var random = SeededRandom(seed: UInt64(seed))
        return RandomCatalog.recipes(count: count, words: words, using: &random)
    }

    /// What a scan of every recipe answers: the list module over the recipes with no index.
    static func scanned(_ rawQuery: String, in recipes: [Recipe]) async throws -> (recipes: [Recipe], total: String) {
        let request = try RecipeListQuery(rawQuery: rawQuery).request
        let facade = InMemoryFacade(recipes: recipes, sourceDescription: "memory")
        let presented = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: facade), view: nil).present(request)
        guard let list = presented.shown else { return ([], "0") }
        return (list.recipes, String(list.totalCount))
    }

    @Test(arguments: 0..<3)
    func indexedAnswersEqualAScanOfEveryRecipe(seed: Int) async throws {
        let recipes = Self.catalog(seed: seed, count: 150)
        let snapshot = CatalogSnapshot(recipes: recipes, source: "memory")
        _ = snapshot.builtIndex()
        #expect(snapshot.isIndexed)
        try await withService(FixedSnapshotRepository(snapshot: snapshot)) { client in
            for query in Self.queries {
                let expected = try await Self.scanned(query, in: recipes)
                try await client.execute(uri: "/recipes?\(query)", method: .get) { response in
                    #expect(response.status == .ok, "\(query)")
                    #expect(response.recipes == expected.recipes, "\(query)")
                    #expect(response.headers[.xTotalCount] == expected.total, "\(query)")
                }
            }
        }
    }

    @Test func aislesAndTagsCountedOnEveryCoreFromBytesEqualACountInCatalogOrder() throws {
        var random = SeededRandom(seed: 9)
        // Enough recipes for the count to be split across the cores, each kept as its bytes as a service keeps them.
        let types = ["Produce", " Produce ", "produce", "Dairy", "Meat", "", "   ", String(repeating: "x", count: 41)]
        let built = RandomCatalog.recipes(count: 25_000, words: Self.words, types: types, using: &random)
        let decoder = CatalogDecoder()
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        let recipes = try decoder.decode(Data(CatalogEncoder().encode(built)), narrowing: compacting)
        #expect(recipes.allSatisfy { $0.wire != nil })
        let snapshot = CatalogSnapshot(recipes: recipes, source: "memory")
        #expect(snapshot.tagList == TagListViewModel(recipes: built))
        var spelled: [String: String] = [:]
        for ingredient in built.flatMap(\.ingredients) where spelled[ingredient.type] == nil {
            let name = ingredient.type.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.count <= 40 { spelled[ingredient.type] = name }
        }
        var seen = Set<String>()
        #expect(snapshot.aisles == spelled.values.sorted().filter { seen.insert($0.lowercased()).inserted })
        #expect(snapshot.aisles == ["Dairy", "Meat", "Produce"])
        // Counted by the index build instead, in three parts joined in order: the same facts.
        let (index, tallies) = CatalogIndex.build(of: recipes, parts: 3, tallying: CatalogSnapshot.PageFacts.Tally.self)
        #expect(tallies.count == 3)
        #expect(index.count == recipes.count)
        let counted = CatalogSnapshot.PageFacts(tallies: tallies)
        #expect(counted.aisles == snapshot.aisles)
        #expect(counted.tagList == snapshot.tagList)
    }

    @Test func factsOfferedByTheIndexBuildAreTakenUnlessAPageCountedThemFirst() {
        let recipes = Self.catalog(seed: 6, count: 40)
        var tally = CatalogSnapshot.PageFacts.Tally()
        tally.aisles = ["Offered": "Offered"]
        let offered = CatalogSnapshot.PageFacts(tallies: [tally])
        let fresh = CatalogSnapshot.Derived(recipes: recipes, revision: nil)
        fresh.offer(offered)
        #expect(fresh.pageFacts.aisles == ["Offered"])
        let asked = CatalogSnapshot.Derived(recipes: recipes, revision: nil)
        let counted = asked.pageFacts.aisles
        asked.offer(offered)
        #expect(asked.pageFacts.aisles == counted)
        #expect(counted != ["Offered"] && !counted.isEmpty)
    }

    @Test func aPreparedSnapshotShowsThePageTheSameFactsAsACount() async throws {
        let recipes = Self.catalog(seed: 5, count: 150)
        let prepared = CatalogSnapshot(recipes: recipes, source: "memory")
        prepared.prepare()
        for _ in 0..<400 where !prepared.isIndexed { try await Task.sleep(for: .milliseconds(25)) }
        #expect(prepared.isIndexed)
        let counted = CatalogSnapshot(recipes: recipes, source: "memory")
        #expect(prepared.aisles == counted.aisles && !counted.aisles.isEmpty)
        #expect(prepared.tagList == counted.tagList)
    }

    @Test func aSnapshotPatchedByAWriteKeepsAnIndexThatFindsTheWrittenRecipes() async throws {
        let recipes = Self.catalog(seed: 4, count: 60)
        let placed = PlacedCatalog(revision: 1, recipes: recipes.enumerated().map { position, recipe in
            PlacedRecipe(place: position * 2, stored: StoredRecipe(recipe: recipe, slug: "r\(position)", revision: 1))
        })
        let snapshot = CatalogSnapshot(placed: placed, source: "memory", identity: "")
        _ = snapshot.builtIndex()
        let replaced = Sample.recipe("Tofu scramble", ingredients: [("silken tofu", "Misc")], steps: ["Whisk briskly."])
        let added = Sample.recipe("Quince paste", ingredients: [("quince", "Produce")], steps: ["Simmer slowly."])
        let changes = CatalogChanges(revision: 2, written: [
            PlacedRecipe(place: 10, stored: StoredRecipe(recipe: replaced, slug: "r5", revision: 2)),
            PlacedRecipe(place: 500, stored: StoredRecipe(recipe: added, slug: "quince-paste", revision: 2)),
        ], removed: [])
        let patched = try #require(snapshot.applying(changes))
        #expect(patched.isIndexed, "the common write hands the index on, patched")
        #expect(patched.index.ready?.isExact == true, "the replaced recipe's postings were taken out")
        // The replaced recipe's old ingredients and words must no longer find it.
        let old = recipes[5].ingredients.map { "ingredient=\($0.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
            + recipes[5].name.split(separator: " ").map { "q=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        var edited = recipes
        edited[5] = replaced
        edited.append(added)
        let expectedRecipes = edited
        #expect(patched.recipes == expectedRecipes)
        try await withService(FixedSnapshotRepository(snapshot: patched)) { client in
            for query in Self.queries + old + ["q=briskly", "ingredient=quince", "q=slowly+simmer", "ingredient=silken&q=whisk"] {
                let expected = try await Self.scanned(query, in: expectedRecipes)
                try await client.execute(uri: "/recipes?\(query)", method: .get) { response in
                    #expect(response.recipes == expected.recipes, "\(query)")
                    #expect(response.headers[.xTotalCount] == expected.total, "\(query)")
                }
            }
            try await client.execute(uri: "/recipes?q=briskly", method: .get) { response in
                #expect(response.recipes == [replaced])
            }
        }
    }

    @Test func healthSaysWhenNewQueriesGoThroughTheIndex() async throws {
        let snapshot = CatalogSnapshot(recipes: Self.catalog(seed: 1, count: 5), source: "memory")
        try await withService(FixedSnapshotRepository(snapshot: snapshot)) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect((response.json as? [String: Any])?["indexed"] as? Bool == false)
            }
            _ = snapshot.builtIndex()
            try await client.execute(uri: "/health", method: .get) { response in
                #expect((response.json as? [String: Any])?["indexed"] as? Bool == true)
            }
        }
    }
}

@Suite struct TagRouteTests {
    static let recipes = [
        Recipe(name: "Pho", ingredients: [], steps: ["Simmer."], tags: ["Soup", "Dinner"]),
        Recipe(name: "Toast", ingredients: [], steps: ["Toast."], tags: ["breakfast"]),
        Recipe(name: "Stew", ingredients: [], steps: ["Stew."], tags: ["dinner"]),
    ]

    @Test func filtersByTagAndListsTagsWithCounts() async throws {
        try await withService(InMemoryCatalogRepository(recipes: Self.recipes)) { client in
            try await client.execute(uri: "/recipes?tag=DINNER", method: .get) { response in
                #expect(response.recipes.map(\.name) == ["Pho", "Stew"])
            }
            try await client.execute(uri: "/recipes?tag=dinner&exclude-tag=soup", method: .get) { response in
                #expect(response.recipes.map(\.name) == ["Stew"])
            }
            try await client.execute(uri: "/recipes?tag=soup&tag=breakfast&any=true", method: .get) { response in
                #expect(response.recipes.map(\.name) == ["Pho", "Toast"])
            }
            try await client.execute(uri: "/tags", method: .get) { response in
                #expect(response.status == .ok)
                let rows = response.json as? [[String: Any]]
                #expect(rows?.map { $0["tag"] as? String } == ["Dinner", "breakfast", "Soup"])
                #expect(rows?.map { $0["count"] as? Int } == [2, 1, 1])
            }
            try await client.execute(uri: "/tags?sort=name", method: .get) { #expect($0.status == .badRequest) }
        }
    }

    @Test func theRecipePageLinksItsTagsToTheCatalog() async throws {
        try await withService(InMemoryCatalogRepository(recipes: Self.recipes)) { client in
            try await client.execute(uri: "/recipe/pho", method: .get) { response in
                #expect(response.text.contains(#"<a class="tag" href="/?tag=Soup">Soup</a>"#))
            }
            try await client.execute(uri: "/?tag=soup", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("Pho") && !response.text.contains("Toast"))
                #expect(response.text.contains(#"<input type="hidden" name="tag" value="soup">"#))
            }
            // Several tags and excluded tags are kept in the form and in the page links; the facet offers the most
            // used tags with their counts, a chosen one linking back to the list without it.
            try await client.execute(uri: "/?tag=dinner&exclude-tag=soup&limit=1", method: .get) { response in
                let html = response.text
                #expect(html.contains("Stew") && !html.contains(">Pho<"))
                #expect(html.contains(#"<input type="hidden" name="tag" value="dinner">"#))
                #expect(html.contains(#"<input type="hidden" name="exclude-tag" value="soup">"#))
                #expect(html.contains(#"<a class="tag selected" href="/?exclude-tag=soup&amp;limit=1" aria-current="true">Dinner <span class="count">2</span></a>"#), "\(html)")
                #expect(html.contains(#"<a class="tag" href="/?tag=dinner&amp;tag=breakfast&amp;exclude-tag=soup&amp;limit=1">breakfast <span class="count">1</span></a>"#))
            }
            try await client.execute(uri: "/?tag=dinner&limit=1", method: .get) { response in
                #expect(response.text.contains(#"href="/?tag=dinner&amp;limit=1&amp;offset=1""#), "the next page keeps the tag")
            }
        }
    }
}
