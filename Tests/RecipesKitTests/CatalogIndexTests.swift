import Foundation
import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct CatalogIndexTests {
    static let words = [
        "beef", "Beef", "BEEF broth", "onion", "crème", "creme", "Œuf", "tofu", "rice", "salt", "b\"eef", "pepper",
        "  spring  onion ", "half-and-half", "jalapeño", "chili\u{00A0}flakes", "日本酒", "",
        // Canonically equivalent spellings, which String equality would merge: the index must keep both.
        "caf\u{E9}", "cafe\u{301}", "a;b", "a\u{037E}b", "\u{D55C}", "\u{1112}\u{1161}\u{11AB}",
        // Invisible marks, which folding drops: a page's soft hyphen, a zero-width space alone.
        "Weizen\u{AD}mehl", "\u{200B}",
    ]
    static let needles = words + [
        "bee", "ef br", "crem", "œu", "spring onion", "onion  spring", "-and-", "ño", "b", " ", "flakes", "酒", "e\u{301}",
        "\u{301}", ";", "\u{037E}", "\u{1161}", "weizenmehl", "zen\u{200B}me", "\u{AD}",
    ]

    static func catalog(seed: Int, count: Int = 80) -> [Recipe] {
        var random = SeededRandom(seed: UInt64(seed))
        return RandomCatalog.recipes(count: count, words: words, types: ["Meat"], ingredients: 0...5, steps: 0...3, using: &random)
    }

    /// A random search over `needles`: with a name (which makes it incomplete) or, when `complete`, a time limit
    /// instead, so that its narrowing says all it asks.
    static func request(_ random: inout SeededRandom, complete: Bool = false) -> RecipeListRequest {
        func needle() -> String { needles.randomElement(using: &random)! }
        let query = RecipeQuery(
            ingredients: (0..<Int.random(in: 0...2, using: &random)).map { _ in needle() },
            anyIngredient: Bool.random(using: &random),
            excludedIngredients: Bool.random(using: &random) ? [needle()] : [],
            name: !complete && Bool.random(using: &random) ? needle() : nil,
            maxMinutes: complete && Bool.random(using: &random) ? Int.random(in: 0...120, using: &random) : nil,
            tags: (0..<Int.random(in: 0...(complete ? 1 : 2), using: &random)).map { _ in needle() },
            anyTag: Bool.random(using: &random),
            excludedTags: Bool.random(using: &random) ? [needle()] : [])
        let words = (0..<Int.random(in: 0...(complete ? 3 : 2), using: &random)).flatMap { _ in
            needle().split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return .search(words: words, query: query, emptyMessage: "none")
    }

    /// Property: for random catalogs and requests, the predicate over the index's candidates equals it over all.
    @Test(arguments: 0..<25)
    func filteringTheCandidatesEqualsFilteringEverything(seed: Int) {
        let recipes = Self.catalog(seed: seed)
        let index = CatalogIndex(recipes: recipes)
        var random = SeededRandom(seed: UInt64(1_000 + seed))
        for _ in 0..<40 {
            let request = Self.request(&random)
            let candidates = index.candidates(for: request.narrowing).map { $0.map { recipes[$0] } } ?? recipes
            #expect(candidates.filter(request.filter) == recipes.filter(request.filter), "\(request.narrowing)")
        }
    }

    @Test func narrowsByIngredientNamesAndWordsAnywhereInAWord() throws {
        let recipes = [
            Sample.recipe("Stew", ingredients: [("Beef", "Meat"), ("Onion", "Produce")], steps: ["Brown the meat."]),
            Sample.recipe("Salad", ingredients: [("Lettuce", "Produce")], steps: ["Toss with lemongrass."]),
            Sample.recipe("Soup", ingredients: [("Beef broth", "Pantry")], steps: ["Simmer."]),
        ]
        let index = CatalogIndex(recipes: recipes)
        #expect(index.candidates(for: RecipeQuery(ingredients: ["beef"]).narrowing) == [0, 2])
        #expect(index.candidates(for: RecipeQuery(ingredients: ["beef", "onion"]).narrowing) == [0])
        #expect(index.candidates(for: RecipeListRequest.search(words: ["LEMON"], emptyMessage: "").narrowing) == [1])
        #expect(index.candidates(for: RecipeListRequest.search(words: ["the", "meat"], emptyMessage: "").narrowing) == [0])
        #expect(index.candidates(for: RecipeQuery(excludedIngredients: ["beef"]).narrowing) == nil)
        let tagged = [Recipe(name: "A", ingredients: [], steps: ["x"], tags: ["Dinner "]), Recipe(name: "B", ingredients: [], steps: ["x"], tags: ["dinners"])]
        #expect(CatalogIndex(recipes: tagged).candidates(for: RecipeQuery(tags: ["DINNER"]).narrowing) == [0], "a tag is found whole")
    }

    @Test func aPatchedIndexStillFindsEveryMatch() {
        var recipes = Self.catalog(seed: 7)
        var index = CatalogIndex(recipes: recipes)
        // Replace some recipes in place and add some at the end, as the service's snapshot does on a write.
        let replacements = Self.catalog(seed: 8, count: 20)
        for (offset, recipe) in replacements.enumerated() {
            let position = offset < 10 ? offset * 7 : recipes.count
            if position < recipes.count { recipes[position] = recipe } else { recipes.append(recipe) }
            index.add(recipe, at: position) { recipes[$0].name }
        }
        #expect(index.count == recipes.count)
        // The orders are exact after a write, not a superset: each moved recipe sits where a fresh sort puts it.
        #expect(index.orders == CatalogIndex(recipes: recipes).orders)
        for sort in RecipeSort.allCases {
            #expect(index.ordered(nil, by: sort).map { recipes[$0] } == RecipeOrdering.sorted(sort).apply(to: recipes))
        }
        var random = SeededRandom(seed: 9)
        for _ in 0..<60 {
            let request = Self.request(&random)
            let candidates = index.candidates(for: request.narrowing).map { $0.map { recipes[$0] } } ?? recipes
            #expect(candidates.filter(request.filter) == recipes.filter(request.filter), "\(request.narrowing)")
        }
    }

    @Test func anIndexBuiltInPartsEqualsOneBuiltWhole() {
        let recipes = Self.catalog(seed: 3, count: 300)
        let whole = CatalogIndex(recipes: recipes, parts: 1)
        let parts = CatalogIndex(recipes: recipes, parts: 3)
        #expect(parts.count == whole.count)
        #expect(parts.ingredientNames == whole.ingredientNames)
        #expect(parts.words == whole.words)
        #expect(parts.tagNames == whole.tagNames)
        #expect(parts.nameWords == whole.nameWords)
        #expect(parts.orders == whole.orders)
    }

    @Test func aBuildTalliesEveryRecipeOnceInOrderAndIndexesAsWithoutATally() {
        let recipes = Self.catalog(seed: 4, count: 301)
        for parts in [1, 3] {
            let (index, tallies) = CatalogIndex.build(of: recipes, parts: parts, tallying: NameTally.self)
            #expect(tallies.count == parts)
            #expect(tallies.flatMap(\.names) == recipes.map(\.name), "\(parts) parts")
            #expect(index.words == CatalogIndex(recipes: recipes, parts: 1).words)
            #expect(index.orders == CatalogIndex(recipes: recipes, parts: 1).orders)
        }
    }

    /// The names of the recipes a build showed it, in order.
    private struct NameTally: RecipeTally {
        var names: [String] = []

        mutating func add(_ recipe: Recipe) { names.append(recipe.name) }
    }

    @Test func theListModuleAnswersTheSameWithAndWithoutTheIndex() async {
        let recipes = Self.catalog(seed: 11, count: 120)
        let plain = InMemoryFacade(recipes: recipes, sourceDescription: "memory")
        let indexed = InMemoryFacade(recipes: recipes, sourceDescription: "memory", index: CatalogIndex(recipes: recipes))
        var random = SeededRandom(seed: 12)
        for _ in 0..<30 {
            var request = Self.request(&random)
            request.ordering = [.catalog, .sorted(.name), .sorted(.time), .sorted(.ingredients)].randomElement(using: &random)!
            request.page = RecipePage(offset: Int.random(in: 0...5, using: &random), limit: Int.random(in: 1...20, using: &random))
            let expected = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: plain), view: nil).present(request)
            let actual = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: indexed), view: nil).present(request)
            #expect(actual == expected)
        }
    }

    @Test func theListModuleAnswersTheSameFromRecipesKeptAsTheirBytesWithoutAnIndex() async throws {
        let recipes = Self.catalog(seed: 13, count: 150)
        let bytesOnly = try CatalogDecoder().decode(Data(CatalogEncoder().encode(recipes))).map { $0.keepingOnlyBytes() }
        #expect(bytesOnly.allSatisfy { $0.wire != nil })
        let plain = InMemoryFacade(recipes: recipes, sourceDescription: "memory")
        let narrowedByBytes = InMemoryFacade(recipes: bytesOnly, sourceDescription: "memory")
        var random = SeededRandom(seed: 14)
        for _ in 0..<30 {
            var request = Self.request(&random)
            request.ordering = [.catalog, .sorted(.name), .sorted(.time)].randomElement(using: &random)!
            request.page = RecipePage(offset: Int.random(in: 0...5, using: &random), limit: Int.random(in: 1...20, using: &random))
            let expected = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: plain), view: nil).present(request)
            let actual = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: narrowedByBytes), view: nil).present(request)
            #expect(actual == expected)
        }
    }

    @Test func anIndexOfAnotherCatalogIsNotUsed() async throws {
        let recipes = Self.catalog(seed: 5, count: 10)
        let stale = CatalogIndex(recipes: Array(recipes.prefix(5)))
        let facade = InMemoryFacade(recipes: recipes, sourceDescription: "memory", index: stale)
        let narrowing = RecipeListRequest.search(words: ["dish"], emptyMessage: "").narrowing
        #expect(try await facade.getRecipes(narrowedBy: narrowing).count == 10)
    }

    @Test func aLongNameLooksUpAFewPiecesAndStillFindsEveryMatch() {
        let recipes = Self.catalog(seed: 21, count: 200)
        let index = CatalogIndex(recipes: recipes)
        // A name of two thousand words (what a hostile address could carry): a few of its pieces are looked up.
        let long = (0..<2_000).map { "w\($0)" }.joined(separator: " ") + " dish"
        #expect(CatalogIndex.pieces(of: [long]).count == CatalogIndex.maximumPieces)
        for name in [long, "dish 1", "DISH  1", "\u{0}dish"] {
            let query = RecipeQuery(name: name)
            let candidates = index.candidates(for: query.narrowing).map { $0.map { recipes[$0] } } ?? recipes
            #expect(candidates.filter(query.filter) == recipes.filter(query.filter), "\(name.prefix(20))")
        }
    }

    /// Property: where the index answers a complete narrowing, its matches are exactly the filter's, and its
    /// search ranking is the text's.
    @Test(arguments: 0..<25)
    func theIndexsMatchesForACompleteNarrowingAreExactlyTheFiltersMatches(seed: Int) {
        let recipes = Self.catalog(seed: seed)
        let index = CatalogIndex(recipes: recipes)
        var random = SeededRandom(seed: UInt64(2_000 + seed))
        var answered = 0
        for _ in 0..<60 {
            let request = Self.request(&random, complete: true)
            #expect(request.narrowing.isComplete)
            guard let matches = index.matches(for: request.narrowing) else { continue }
            answered += 1
            let expected = recipes.filter(request.filter)
            #expect(matches.map { recipes[$0] } == expected, "\(request.narrowing)")
            if case .relevance(let words) = request.ordering {
                let ranked = index.ranked(matches, byRelevanceTo: words) { recipes[$0].name }
                #expect(ranked?.map { recipes[$0] } == request.ordering.apply(to: expected), "\(words)")
            }
        }
        #expect(answered >= 20, "most complete requests are answered whole")
    }

    @Test func onlyTermsAnsweredWholeGiveMatches() {
        let recipes = Self.catalog(seed: 4)
        let index = CatalogIndex(recipes: recipes)
        #expect(index.matches(for: RecipeQuery(ingredients: ["beef"]).narrowing) != nil)
        #expect(index.matches(for: RecipeListRequest.search(words: ["beef"], emptyMessage: "").narrowing) != nil)
        // A mention with a blank in it may span two words; a blank ingredient text or tag is left to the predicate.
        #expect(index.matches(for: RecipeListRequest.search(words: ["spring onion"], emptyMessage: "").narrowing) == nil)
        #expect(index.matches(for: RecipeQuery(ingredients: [" "]).narrowing) == nil)
        #expect(index.matches(for: RecipeQuery(tags: [""]).narrowing) == nil)
        let many = (0...CatalogIndex.maximumPieces).map { "w\($0)" }
        #expect(index.matches(for: RecipeListRequest.search(words: many, emptyMessage: "").narrowing) == nil)
        // Nothing asked: nothing to answer from the postings.
        #expect(index.matches(for: RecipeQuery().narrowing) == nil)
        // Only exclusions: every recipe but those they rule out.
        for query in [RecipeQuery(excludedIngredients: ["beef"]), RecipeQuery(excludedIngredients: [""]), RecipeQuery(maxMinutes: 30),
                      RecipeQuery(excludedTags: ["beef"]), RecipeQuery(excludedTags: [" "])] {
            #expect(index.matches(for: query.narrowing)?.map { recipes[$0] } == recipes.filter(query.filter), "\(query)")
        }
        #expect(index.matches(for: RecipeQuery(excludedIngredients: ["a\u{0}b"]).narrowing) == nil, "a NUL is never looked up")
        // Ranking by words the name postings cannot answer (a blank in them, or none at all) reads the names.
        let words = ["spring onion", "", "beef"]
        let ranked = index.ranked(Array(recipes.indices), byRelevanceTo: words) { recipes[$0].name }
        #expect(ranked?.map { recipes[$0] } == RecipeOrdering.relevance(words: words).apply(to: recipes))
        #expect(index.ranked(Array(recipes.indices), byRelevanceTo: ["a\u{0}b"]) { recipes[$0].name } == nil)
    }

    @Test func aRecipeReplacedInPlaceLeavesTheIndexNarrowingOnly() {
        var recipes = Self.catalog(seed: 7)
        var index = CatalogIndex(recipes: recipes)
        let narrowing = RecipeQuery(ingredients: ["beef"]).narrowing
        // An addition at the end keeps every posting true.
        let added = Self.catalog(seed: 8, count: 1)[0]
        recipes.append(added)
        index.add(added, at: recipes.count - 1) { recipes[$0].name }
        #expect(index.matches(for: narrowing)?.map { recipes[$0] } == recipes.filter(RecipeQuery(ingredients: ["beef"]).filter))
        // A replacement leaves the old recipe's postings behind.
        recipes[0] = Recipe(name: "Plain", ingredients: [], steps: [])
        index.add(recipes[0], at: 0) { recipes[$0].name }
        #expect(index.matches(for: narrowing) == nil)
        #expect(index.ranked([0], byRelevanceTo: ["beef"]) { recipes[$0].name } == nil)
    }

    @Test func aRecipeReplacedWithItsOldOneKnownKeepsTheIndexExact() {
        var recipes = Self.catalog(seed: 15)
        var index = CatalogIndex(recipes: recipes)
        for (offset, recipe) in Self.catalog(seed: 16, count: 12).enumerated() {
            let position = offset * 5
            index.replace(recipes[position], with: recipe, at: position) { recipes[$0].name }
            recipes[position] = recipe
        }
        #expect(index.isExact)
        let fresh = CatalogIndex(recipes: recipes)
        var random = SeededRandom(seed: 17)
        for _ in 0..<60 {
            let request = Self.request(&random, complete: true)
            let matches = index.matches(for: request.narrowing)
            #expect(matches == fresh.matches(for: request.narrowing), "\(request.narrowing)")
            if let matches { #expect(matches.map { recipes[$0] } == recipes.filter(request.filter), "\(request.narrowing)") }
        }
    }

    @Test func theListModuleAnswersCompleteRequestsTheSameWithAndWithoutTheIndex() async {
        let recipes = Self.catalog(seed: 13, count: 120)
        let plain = InMemoryFacade(recipes: recipes, sourceDescription: "memory")
        let indexed = InMemoryFacade(recipes: recipes, sourceDescription: "memory", index: CatalogIndex(recipes: recipes))
        var random = SeededRandom(seed: 14)
        for _ in 0..<40 {
            var request = Self.request(&random, complete: true)
            if Bool.random(using: &random) {
                request.ordering = [.catalog, .sorted(.name), .sorted(.time), .sorted(.ingredients)].randomElement(using: &random)!
            }
            request.page = RecipePage(offset: Int.random(in: 0...5, using: &random), limit: Int.random(in: 1...20, using: &random))
            let expected = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: plain), view: nil).present(request)
            let actual = await RecipeListRouter.makeModule(dependencies: ModuleDependencies(facade: indexed), view: nil).present(request)
            #expect(actual == expected, "\(request.narrowing)")
        }
    }

    @Test func favoritesAddedToARequestMakeItsNarrowingIncomplete() {
        var request = RecipeListRequest.search(words: ["beef"], emptyMessage: "")
        #expect(request.narrowing.isComplete)
        request.filter = Filter.all([request.filter, Filter.slug(in: ["stew"])])
        #expect(!request.narrowing.isComplete)
    }
}

