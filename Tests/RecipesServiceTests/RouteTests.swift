import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesCodecs
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

@Suite struct CatalogRouteTests {
    @Test func servesTheWholeCatalogInTheWireFormatWithAStrongETag() async throws {
        let recipes = try Fixtures.recipes()
        try await withService(InMemoryCatalogRepository(recipes: recipes)) { client in
            try await client.execute(uri: "/recipes.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.recipes == recipes)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.headers[.cacheControl] == "no-cache")
                let etag = try #require(response.headers[.eTag])
                #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"))
            }
        }
    }

    @Test func aMatchingIfNoneMatchGives304WithNoBody() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let etag = try await client.execute(uri: "/recipes.json", method: .get) { $0.headers[.eTag] }
            for tag in [etag ?? "", "W/\(etag ?? "")", "\"other\", \(etag ?? "")", "*"] {
                try await client.execute(uri: "/recipes.json", method: .get, headers: [.ifNoneMatch: tag]) { response in
                    #expect(response.status == .notModified, "If-None-Match: \(tag)")
                    #expect(response.body.readableBytes == 0)
                    #expect(response.headers[.eTag] == etag)
                }
            }
            try await client.execute(uri: "/recipes.json", method: .get, headers: [.ifNoneMatch: "\"stale\""]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func gzipsWhenTheClientAcceptsIt() async throws {
        let recipes = try Fixtures.recipes()
        try await withService(InMemoryCatalogRepository(recipes: recipes)) { client in
            let plainTag = try await client.execute(uri: "/recipes.json", method: .get) { $0.headers[.eTag] }
            try await client.execute(uri: "/recipes.json", method: .get, headers: [.acceptEncoding: "br, gzip;q=0.8"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.headers[.eTag] != plainTag)
                var body = response.body
                let inflated = try body.decompress(with: .gzip())
                #expect(try CatalogDecoder().decode(Data(buffer: inflated)) == recipes)
            }
            for refusal in ["gzip;q=0", "gzip; q=0.000", "x-gzip;Q=0.0"] {
                try await client.execute(uri: "/recipes.json", method: .get, headers: [.acceptEncoding: refusal]) { response in
                    #expect(response.headers[.contentEncoding] == nil, "\(refusal)")
                }
            }
        }
    }

    @Test func answersHeadLikeGetWithoutABody() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/recipes.json", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] != nil)
            }
        }
    }
}

@Suite struct ListRouteTests {
    func names(_ uri: String) async throws -> (status: HTTPResponse.Status, names: [String], headers: HTTPFields) {
        let recipes = try Fixtures.recipes()
        return try await withResult(InMemoryCatalogRepository(recipes: recipes), uri)
    }

    func withResult(_ repository: some CatalogRepository, _ uri: String) async throws -> (status: HTTPResponse.Status, names: [String], headers: HTTPFields) {
        let app = Application(router: buildRouter(repository: repository))
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { ($0.status, $0.recipes.map(\.name), $0.headers) }
        }
    }

    @Test func filtersWithTheSamePredicatesAsTheCLI() async throws {
        let recipes = try Fixtures.recipes()
        let query = RecipeQuery(ingredients: ["beef"])
        let result = try await names("/recipes?ingredient=BEEF")
        #expect(result.status == .ok)
        #expect(result.names == recipes.filter(query.filter).map(\.name))
        #expect(result.headers[.xTotalCount] == "2")
    }

    @Test func combinesConditionsWithAnd() async throws {
        #expect(try await names("/recipes?ingredient=lemon&ingredient=curry").names == ["Curried chicken salad"])
        #expect(try await names("/recipes?ingredient=beef&ingredient=salmon&any=true").names == ["Crock Pot Roast", "Curried Lentils and Rice"])
        #expect(try await names("/recipes?ingredient=beef&exclude=lentils").names == ["Crock Pot Roast"])
        #expect(try await names("/recipes?type=dairy&maxTime=45").names == ["Mic's Yorkshire Puds", "Blueberry Oatmeal Squares"])
        #expect(try await names("/recipes?name=crock+pot").names == ["Crock Pot Roast"])
        #expect(try await names("/recipes?name=crock%20pot").names == ["Crock Pot Roast"])
    }

    @Test func searchesAndRanksWithQ() async throws {
        let result = try await names("/recipes?q=curry")
        #expect(result.names.prefix(2) == ["Curried Lentils and Rice", "Curried chicken salad"] || result.names.prefix(2) == ["Curried chicken salad", "Curried Lentils and Rice"])
    }

    @Test func sortsAndPagesWithCountAndLinks() async throws {
        let result = try await names("/recipes?sort=time&limit=2&offset=2")
        #expect(result.names.count == 2)
        #expect(result.headers[.xTotalCount] == "9")
        let link = try #require(result.headers[.link])
        #expect(link.contains("</recipes?sort=time&limit=2&offset=4>; rel=\"next\""))
        #expect(link.contains("</recipes?sort=time&limit=2&offset=0>; rel=\"prev\""))
        let last = try await names("/recipes?limit=5&offset=5")
        #expect(last.headers[.link]?.contains("next") == false)
        // Past the end: nothing, but still how many match, and the way back.
        let past = try await names("/recipes?sort=time&limit=2&offset=100")
        #expect(past.names.isEmpty && past.headers[.xTotalCount] == "9")
        #expect(past.headers[.link] == "</recipes?sort=time&limit=2&offset=8>; rel=\"prev\"", "back to the last page with recipes")
    }

    @Test func noMatchIsAnEmptyArrayNotAnError() async throws {
        let result = try await names("/recipes?ingredient=unicorn")
        #expect(result.status == .ok)
        #expect(result.names.isEmpty)
        #expect(result.headers[.xTotalCount] == "0")
    }

    @Test(arguments: [
        ("/recipes?maxTime=abc", "maxTime must be a whole number from 0 to 1000000000, got 'abc'"),
        ("/recipes?limit=0", "limit must be a whole number from 1 to 1000000000, got '0'"),
        ("/recipes?offset=-1", "offset must be a whole number from 0 to 1000000000, got '-1'"),
        ("/recipes?sort=colour", "sort must be name, time, ingredients, rating or cooked, got 'colour'"),
        ("/recipes?any=maybe", "any must be true or false, got 'maybe'"),
        ("/recipes?ingredient=", "ingredient needs some text"),
        ("/recipes?ingredients=beef", "ingredients is not a parameter of /recipes"),
        ("/recipes?limit=2&limit=5", "limit is given twice; give it once"),
        ("/recipes?sort=name&q=x&sort=time&sort=name", "sort is given 3 times; give it once"),
    ])
    func badQueryValuesAre400NamingTheParameter(uri: String, detail: String) async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                let document = try #require(response.json as? [String: String])
                #expect(document["error"] == "bad request")
                #expect(document["detail"]?.hasPrefix(detail) == true, "\(document)")
            }
        }
    }
}

@Suite struct RecipeRouteTests {
    @Test func servesOneRecipeBySlug() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { response in
                #expect(response.status == .ok)
                #expect((try? CatalogDecoder().decodeRecipe(Data(buffer: response.body)))?.name == "Crock Pot Roast")
                #expect(response.headers[.eTag] != nil)
            }
            try await client.execute(uri: "/recipes/mic-s-yorkshire-puds", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func unknownSlugIs404WithAJSONError() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/recipes/unicorn-stew", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.json as? [String: String] == ["error": "not found", "detail": "no recipe with slug 'unicorn-stew'"])
            }
        }
    }
}

@Suite struct ErrorRouteTests {
    @Test func unknownPathIs404WithAJSONError() async throws {
        try await withService(InMemoryCatalogRepository(recipes: [])) { client in
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.json as? [String: String] == ["error": "not found", "detail": "no route for GET /nowhere"])
            }
        }
    }

    @Test(arguments: [
        ("/recipes.json", "GET, HEAD"), ("/recipes", "GET, HEAD, POST"), ("/recipes/crock-pot-roast", "GET, HEAD, PUT, DELETE"),
        ("/health", "GET, HEAD"),
    ])
    func wrongMethodIs405WithAllow(uri: String, allowed: String) async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: uri, method: .patch) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == allowed)
                #expect((response.json as? [String: String])?["error"] == "method not allowed")
            }
        }
    }

    @Test func bodiesOverTheLimitAre413() async throws {
        try await withService(InMemoryCatalogRepository(recipes: []), bodyLimit: 16) { client in
            try await client.execute(uri: "/recipes", method: .post, body: ByteBuffer(string: String(repeating: "x", count: 17))) { response in
                #expect(response.status == .contentTooLarge)
                #expect((response.json as? [String: String])?["detail"] == "request bodies are limited to 16 bytes")
            }
        }
    }

    @Test func aCatalogThatCannotBeLoadedIs503() async throws {
        try await withService(FailingCatalogRepository()) { client in
            try await client.execute(uri: "/recipes.json", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect((response.json as? [String: String])?["detail"] == "/srv/catalog.json: no such file or directory")
            }
        }
    }

    @Test func healthSaysHowManyRecipesAreLoaded() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect((response.json as? [String: Any])?["recipes"] as? Int == 9)
            }
        }
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("Crock Pot Roast", "crock-pot-roast"), ("  Greek Salad ", "greek-salad"), ("Crème Brûlée", "creme-brulee"),
        ("Mic's Yorkshire Puds", "mic-s-yorkshire-puds"), ("!!!", "recipe"), ("Stir-Fry (Beef)", "stir-fry-beef"),
        // An invisible mark parts words, as it did before search folded marks away: stored slugs stay their names'.
        ("Safe\u{202E}txt.exe", "safe-txt-exe"), ("\u{200B}Weizen\u{AD}brot", "weizen-brot"),
    ])
    func slugIsFoldedAndDashed(name: String, slug: String) {
        #expect(Recipe(name: name, ingredients: [], steps: []).baseSlug == slug)
    }

    @Test func repeatedSlugsGetNumberedInCatalogOrder() {
        let recipes = ["Pie", "pie", "Pie!", "Tart"].map { Recipe(name: $0, ingredients: [], steps: []) }
        #expect(recipes.slugs == ["pie", "pie-2", "pie-3", "tart"])
    }

    @Test func aLargeCatalogsSlugsAreNumberedInCatalogOrderToo() {
        // Large enough for the names to be folded on every core; duplicates fall in different cores' parts.
        let names = (0..<30_000).map { $0 % 7 == 0 ? "Pie" : "Dish \($0 % 9_000)" }
        let recipes = names.map { Recipe(name: $0, ingredients: [], steps: []) }
        var taken = Set<String>()
        let expected = recipes.map { recipe in
            var slug = recipe.baseSlug
            var suffix = 2
            while !taken.insert(slug).inserted {
                slug = "\(recipe.baseSlug)-\(suffix)"
                suffix += 1
            }
            return slug
        }
        #expect(recipes.slugs == expected)
        #expect(Set(expected).count == expected.count)
    }

    @Test func aParallelMapKeepsTheOrder() {
        let numbers = Array(0..<50_000)
        #expect(numbers.parallelMap(threshold: 1) { $0 * 3 } == numbers.map { $0 * 3 })
        #expect([Int]().parallelMap(threshold: 0) { $0 } == [])
        #expect([7].parallelMap(threshold: 0) { $0 + 1 } == [8])
    }
}

@Suite struct ResponseCacheTests {
    func entry(_ size: Int) -> ResponseCache.Entry {
        ResponseCache.Entry(body: JSONBody(Array(repeating: 0x20, count: size)), headers: [:])
    }

    @Test func evictsTheLeastRecentlyUsedPastItsBounds() async {
        let cache = ResponseCache(maximumEntries: 2, maximumBytes: 1_000)
        cache.use(catalog: "t")
        cache.store(entry(10), for: "a", catalog: "t")
        cache.store(entry(10), for: "b", catalog: "t")
        _ = cache.entry(for: "a")
        cache.store(entry(10), for: "c", catalog: "t")
        #expect(cache.entry(for: "b") == nil)
        #expect(cache.entry(for: "a") != nil)
        cache.store(entry(995), for: "d", catalog: "t")
        #expect(cache.entry(for: "a") == nil)
        #expect(cache.entry(for: "d") != nil)
    }

    @Test func answersOfAnEarlierCatalogAreDroppedWhenItChanges() {
        let cache = ResponseCache()
        cache.use(catalog: "\"c1\"")
        cache.store(entry(10), for: "\"c1\"?a", catalog: "\"c1\"")
        cache.use(catalog: "\"c1\"")
        #expect(cache.entry(for: "\"c1\"?a") != nil)
        cache.use(catalog: "\"c2\"")
        #expect(cache.entry(for: "\"c1\"?a") == nil)
        // An answer rendered from c1 that finishes after c2 was seen is not kept.
        cache.store(entry(10), for: "late", catalog: "\"c1\"")
        #expect(cache.entry(for: "late") == nil)
    }

    @Test func repeatedQueriesGiveTheSameAnswerAndHeaders() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let first = try await client.execute(uri: "/recipes?sort=name&limit=3", method: .get) { ($0.text, $0.headers[.eTag], $0.headers[.link], $0.headers[.xTotalCount]) }
            let second = try await client.execute(uri: "/recipes?sort=name&limit=3", method: .get) { ($0.text, $0.headers[.eTag], $0.headers[.link], $0.headers[.xTotalCount]) }
            #expect(first == second)
            #expect(first.3 == "9")
        }
    }
}
