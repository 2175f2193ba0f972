
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesCodecs
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// `JSON/openapi.json` kept in step with the routes: paths, methods, query parameters and the recipe's fields.
@Suite struct OpenAPIDocumentTests {
    func document() throws -> [String: Any] {
        let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent("openapi.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func isServedAsCompiledFromJSONFolder() async throws {
        let expected = try Data(contentsOf: Fixtures.directory.appendingPathComponent("openapi.json"))
        try await withService(InMemoryCatalogRepository(recipes: [])) { client in
            try await client.execute(uri: "/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(Data(buffer: response.body) == expected)
            }
        }
    }

    @Test func documentsExactlyTheRoutesTheServiceAnswers() async throws {
        let operations = try #require(try document()["paths"] as? [String: [String: Any]])
        #expect(Set(operations.keys) == [
            "/recipes.json", "/recipes", "/recipes/{slug}", "/health", "/metrics", "/tags", "/openapi.json", "/favorites",
            "/favorites/{slug}", "/plan", "/plan/{id}", "/plan/shopping", "/plan.ics", "/pantry", "/pantry/{food}", "/session", "/me",
            "/me/recipes", "/me/recipes/{slug}", "/me/recipes/{slug}/cooked", "/me/recipes/{slug}/cooked/{date}", "/images/{slug}",
        ])
        let readable = operations.filter { $0.value["get"] != nil }.map(\.key)
        try await withPlannedService { client, key in
            for path in readable {
                let uri = Self.example(path) + (path == "/plan.ics" ? "?key=\(key)" : "")
                // A user's own routes answer whoever the request acts for.
                let headers: HTTPFields = path.hasPrefix("/me") ? [.authorization: "Bearer \(Self.sharedToken)"] : [:]
                try await client.execute(uri: uri, method: .get, headers: headers) { response in
                    #expect(response.status == .ok, "GET \(uri)")
                }
            }
        }
    }

    @Test func documentsEveryMethodEachRouteAllows() async throws {
        let paths = try #require(try document()["paths"] as? [String: [String: Any]])
        let methods = paths.mapValues { Set($0.keys.map { $0.uppercased() }).union($0["get"] == nil ? [] : ["HEAD"]) }
        try await withPlannedService { client, _ in
            for (path, documented) in methods {
                let uri = Self.example(path)
                try await client.execute(uri: uri, method: .trace) { response in
                    let allowed = Set((response.headers[.allow] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                    #expect(allowed == documented, "\(path)")
                }
            }
        }
    }

    @Test func documentsEveryQueryParameterOfTheListRoute() throws {
        let paths = try #require(try document()["paths"] as? [String: [String: [String: Any]]])
        let parameters = try #require(paths["/recipes"]?["get"]?["parameters"] as? [[String: Any]])
        let query = Set(parameters.filter { $0["in"] as? String == "query" }.compactMap { $0["name"] as? String })
        #expect(query == RecipeListQuery.names)
    }

    @Test func documentsExactlyTheQueryParametersEachOperationAccepts() throws {
        let paths = try #require(try document()["paths"] as? [String: [String: [String: Any]]])
        var documented: [String: Set<String>] = [:]
        for (path, operations) in paths {
            for (method, operation) in operations {
                let parameters = operation["parameters"] as? [[String: Any]] ?? []
                documented["\(method.uppercased()) \(path)"] = Set(
                    parameters.filter { $0["in"] as? String == "query" }.compactMap { $0["name"] as? String })
            }
            let methods = Set(operations.keys.map { $0.uppercased() }).union(operations["get"] == nil ? [] : ["HEAD"])
            #expect(Set(RouteQuery.allowedMethods(at: path.replacingOccurrences(of: "{slug}", with: "x")) ?? []) == methods, "\(path)")
        }
        #expect(documented == RouteQuery.queryParameters)
    }

    @Test func recipeSchemaNamesTheFieldsTheEncoderWrites() throws {
        let components = try #require(try document()["components"] as? [String: Any])
        let schemas = try #require(components["schemas"] as? [String: [String: Any]])
        let recipeFields = Set((schemas["Recipe"]?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        let ingredientFields = Set((schemas["Ingredient"]?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        let sample = Recipe(name: "A", ingredients: [Ingredient(quantity: "1", name: "b", type: "c", food: "b", note: "n")], steps: ["s"], timers: [1], imageURL: "i", originalURL: "o", servings: 2, tags: ["t"])
        let encoded = try #require(try JSONSerialization.jsonObject(with: Data(CatalogEncoder().encode(sample))) as? [String: Any])
        #expect(Set(encoded.keys) == recipeFields)
        #expect(Set(((encoded["ingredients"] as? [[String: Any]])?.first ?? [:]).keys) == ingredientFields)
    }

    /// A path of the document with its parameters filled in.
    static func example(_ path: String) -> String {
        path.replacingOccurrences(of: "{slug}", with: "crock-pot-roast").replacingOccurrences(of: "{id}", with: "1")
            .replacingOccurrences(of: "{food}", with: "salt").replacingOccurrences(of: "{date}", with: "2026-11-25")
    }

    /// The token the planned service is started with.
    static let sharedToken = "openapi-test-token-0123456789"


    /// The service over a store of the fixtures with one meal planned for today, and its calendar feed's key.
    func withPlannedService(_ body: @Sendable (any TestClientProtocol, String) async throws -> Void) async throws {
        let plan = InMemoryMealPlanStore()
        let today = CalendarDay(iso: "2026-11-25")!
        _ = try await plan.addPlanEntry(PlanEntryDraft(day: today, meal: "dinner", slug: "crock-pot-roast", recipeName: "Crock Pot Roast"))
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let router = buildRouter(
            repository: StoreCatalogRepository(opened: OpenedStore(store: store, mealPlan: plan, personal: InMemoryPersonalStore())),
            writeAccess: WriteAccess(token: Self.sharedToken), today: { today })
        let key = try await plan.makeCalendarFeedKey(rotating: false).secret
        try await Application(router: router).test(.router) { client in try await body(client, key) }
    }
}
