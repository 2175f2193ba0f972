import Foundation
import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Testing

@Suite struct FileFacadeTests {
    @Test func readsACatalogFile() async throws {
        let recipes = try await FileFacade(path: Fixtures.url("Recipes.json").path).getRecipes()
        #expect(recipes.count == 9)
    }

    @Test func aDirectoryMeansItsRecipesJSON() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.data("Recipes.json").write(to: directory.appendingPathComponent("recipes.json"))
        #expect(try await FileFacade(path: directory.path).getRecipes().count == 9)
    }

    @Test func missingFileIsUnreachableNamingThePath() async {
        let error = await #expect(throws: CatalogError.self) { try await FileFacade(path: "/no/such/catalog.json").getRecipes() }
        #expect(error == CatalogError(kind: .unreachable, source: "/no/such/catalog.json", reason: "no such file or directory"))
    }

    @Test func invalidFileIsBadDataNamingThePath() async {
        let path = Fixtures.url("Invalid/StepNotString.json").path
        let error = await #expect(throws: CatalogError.self) { try await FileFacade(path: path).getRecipes() }
        #expect(error?.kind == .badData)
        #expect(error?.source == path)
    }
}

@Suite struct StandardInputFacadeTests {
    @Test func decodesWhatIsPipedIn() async throws {
        let facade = StandardInputFacade(input: FixedInput(result: .success(try Fixtures.data("Recipes.json"))))
        #expect(try await facade.getRecipes().count == 9)
    }

    @Test func emptyInputIsBadData() async {
        let facade = StandardInputFacade(input: FixedInput(result: .success(Data())))
        let error = await #expect(throws: CatalogError.self) { try await facade.getRecipes() }
        #expect(error == CatalogError(kind: .badData, source: "standard input", reason: "the input is empty; expected a JSON array of recipes"))
    }

    @Test func readFailureIsUnreachable() async {
        let facade = StandardInputFacade(input: FixedInput(result: .failure(CocoaError(.fileReadNoPermission))))
        let error = await #expect(throws: CatalogError.self) { try await facade.getRecipes() }
        #expect(error?.kind == .unreachable)
    }
}

@Suite struct EmbeddedCatalogTests {
    @Test func holdsAtLeast25RecipesAcrossEveryAisle() async throws {
        let recipes = try await EmbeddedCatalogFacade().getRecipes()
        #expect(recipes.count >= 25)
        let aisles = Set(recipes.flatMap(\.ingredients).map { $0.type.trimmed }.filter { !$0.isEmpty })
        #expect(aisles.isSuperset(of: ["Meat", "Produce", "Dairy", "Baking", "Condiments", "Drinks", "Misc"]))
        #expect(recipes.allSatisfy { !$0.steps.isEmpty && $0.timers.contains { $0 > 0 } })
    }

    @Test func includesCrockPotRoastWithBeefAndALongSlowCook() async throws {
        let recipes = try await EmbeddedCatalogFacade().getRecipes()
        let roast = try #require(recipes.first { $0.displayName == "Crock Pot Roast" })
        #expect(Filter.ingredient(matching: "beef")(roast))
        #expect((roast.timers.max() ?? 0) >= 240)
    }

    @Test func matchesTheEditableResourceFile() throws {
        let resource = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("Resources/recipes.json")
        #expect(EmbeddedCatalog.text == (try String(contentsOf: resource, encoding: .utf8)))
    }
}

@Suite struct CatalogSourceTests {
    @Test(arguments: [
        ("-", CatalogSource.standardInput),
        ("catalog.json", .file(path: "catalog.json")),
        ("./dir/", .file(path: "./dir/")),
        ("http://127.0.0.1:8080", .service(baseURL: URL(string: "http://127.0.0.1:8080")!)),
        ("https://example.org/api/", .service(baseURL: URL(string: "https://example.org/api/")!)),
        ("http://example.org/api/recipes.json", .service(baseURL: URL(string: "http://example.org/api/")!)),
        ("file:///srv/catalog", .service(baseURL: URL(string: "file:///srv/catalog")!)),
    ])
    func readsSourceArguments(argument: String, source: CatalogSource) throws {
        #expect(try CatalogSource(argument: argument) == source)
    }

    @Test(arguments: [("ftp://host/x", "unsupported scheme 'ftp'"), ("", "the source is empty"), ("http://", "not a valid URL")])
    func refusesUnusableSources(argument: String, reason: String) {
        let error = #expect(throws: CatalogSourceError.self) { try CatalogSource(argument: argument) }
        #expect(error?.description.contains(reason) == true)
    }

    @Test func liveFacadesMatchTheSourceKind() {
        #expect(CatalogSource.embedded.facade() is EmbeddedCatalogFacade)
        #expect(CatalogSource.standardInput.facade() is StandardInputFacade)
        #expect(CatalogSource.file(path: "x.json").facade().sourceDescription == "x.json")
        let service = CatalogSource.service(baseURL: URL(string: "http://h:1/base")!).facade()
        #expect(service.sourceDescription == "http://h:1/base/recipes.json")
    }
}

@Suite struct FileFacadeMessageTests {
    @Test func aDirectoryWithoutACatalogIsNamedAsTheUserSpelledIt() async {
        let error = await #expect(throws: CatalogError.self) { try await FileFacade(path: "/tmp").getRecipes() }
        #expect(error?.source == "/tmp/recipes.json")
        let relative = await #expect(throws: CatalogError.self) { try await FileFacade(path: ".").getRecipes() }
        #expect(relative?.source == "./recipes.json")
    }
}

@Suite struct BatchedFileFacadeTests {
    @Test func aFileHandedOverInBatchesHoldsTheSameRecipesAsAWholeRead() async throws {
        let path = Fixtures.url("Recipes.json").path
        let whole = try await FileFacade(path: path).getRecipes()
        var batches: [[Recipe]] = []
        try await FileFacade(path: path).getRecipes(narrowedBy: .none) { batch in
            batches.append(batch.recipes)
            return true
        }
        #expect(batches.flatMap { $0 } == whole)
    }

    let many: [Recipe] = {
        var random = SeededRandom(seed: 11)
        return RandomCatalog.recipes(count: 300, words: ["beef", "tofu", "leek"], using: &random)
    }()

    @Test func manyBatchesAreHandedOverInOrderWhileTheNextIsRead() async throws {
        let data = Data(CatalogEncoder().encode(many))
        var batches: [[Recipe]] = []
        try await FileFacade(path: "many.json").decodeCatalog(data, narrowing: .none, batchBytes: 2_000) { batch in
            batches.append(batch.recipes)
            return true
        }
        #expect(batches.count > 5)
        #expect(batches.flatMap { $0 } == many)
    }

    @Test(arguments: [
        RecipeQuery(ingredients: ["beef"]), RecipeQuery(ingredients: ["BEEF", "leek"], anyIngredient: true),
        RecipeQuery(excludedIngredients: ["tofu"], name: "e"), RecipeQuery(type: " MISC", maxMinutes: 40),
    ])
    func batchesReadWithAQueryAreExactlyItsMatchesAndSaySo(query: RecipeQuery) async throws {
        let data = Data(CatalogEncoder().encode(many))
        var batches: [FetchedRecipes] = []
        try await FileFacade(path: "many.json").decodeCatalog(data, narrowing: query.narrowing, batchBytes: 2_000) { batch in
            batches.append(batch)
            return true
        }
        #expect(batches.count > 5)
        #expect(batches.allSatisfy { $0.areMatches })
        #expect(batches.flatMap(\.recipes) == many.filter(query.filter))
    }

    @Test func aWholeReadWithAQueryIsExactlyItsMatchesAndSaysSo() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("matches-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(CatalogEncoder().encode(many)).write(to: URL(fileURLWithPath: path))
        let query = RecipeQuery(ingredients: ["beef", "leek"], anyIngredient: true, excludedIngredients: ["tofu"])
        let fetched = try await FileFacade(path: path).getRecipes(narrowedBy: query.narrowing, orderedBy: .sorted(.name))
        #expect(fetched.areMatches)
        #expect(fetched.recipes == many.filter(query.filter))
        let search = RecipeListRequest.search(words: ["beef"], emptyMessage: "none")
        #expect(try await FileFacade(path: path).getRecipes(narrowedBy: search.narrowing, orderedBy: .catalog).areMatches == false)
    }

    @Test func batchesReadWithANarrowingThatIsNoQueryAreOnlyCandidates() async throws {
        let data = Data(CatalogEncoder().encode(many))
        var batches: [FetchedRecipes] = []
        let search = RecipeListRequest.search(words: ["beef"], query: RecipeQuery(ingredients: ["leek"]), emptyMessage: "none")
        try await FileFacade(path: "many.json").decodeCatalog(data, narrowing: search.narrowing, batchBytes: 2_000) { batch in
            batches.append(batch)
            return true
        }
        #expect(batches.allSatisfy { !$0.areMatches })
        #expect(Set(batches.flatMap(\.recipes)).isSuperset(of: many.filter(search.filter)))
    }

    @Test func anErrorInALaterBatchComesAfterTheBatchesBeforeIt() async throws {
        var text = String(decoding: CatalogEncoder().encode(many), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"name\": \"\(many[200].name)\",", with: "\"name\": \"\(many[200].name)\", \"timers\": {},")
        var received: [Recipe] = []
        let error = await #expect(throws: CatalogError.self) {
            try await FileFacade(path: "many.json").decodeCatalog(Data(text.utf8), narrowing: .none, batchBytes: 2_000) { batch in
                received += batch.recipes
                return true
            }
        }
        #expect(error?.kind == .badData)
        #expect(error?.description.contains("many.json") == true)
        #expect(error?.description.contains("[200]") == true)
        #expect(!received.isEmpty && received == Array(many.prefix(received.count)) && received.count <= 200)
    }

    @Test func aReceiverThatAsksToStopIsHandedNothingMore() async throws {
        let data = Data(CatalogEncoder().encode(many))
        var calls = 0
        try await FileFacade(path: "many.json").decodeCatalog(data, narrowing: .none, batchBytes: 2_000) { _ in
            calls += 1
            return calls < 2
        }
        #expect(calls == 2)
    }

    @Test func aBadFileIsOneErrorNamingTheFile() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("bad.json")
        try Data("[{\"name\": 5}]".utf8).write(to: URL(fileURLWithPath: path))
        var received = 0
        let error = await #expect(throws: CatalogError.self) {
            try await FileFacade(path: path).getRecipes(narrowedBy: .none) { _ in
                received += 1
                return true
            }
        }
        #expect(error?.kind == .badData)
        #expect(error?.description.contains("bad.json") == true)
        #expect(received == 0)
    }
}
