import Foundation
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Testing

@Suite struct ServiceFacadeTests {
    func facade(session: MockedSession, cache: CacheFacade = CacheFacade(), base: String = "http://www.sample.com/sampleapifortest") -> ServiceFacade {
        let service = Service(session: session, cache: cache)
        return ServiceFacade(configuration: Configuration(baseUrl: URL(string: base)!, service: service))
    }

    @Test func getRecipesRequestsRecipesJSONUnderTheBaseURL() async throws {
        let session = MockedSession.simulate(success: try Fixtures.data("Recipes.json"))
        let recipes = try await facade(session: session).getRecipes()
        #expect(session.requests.map(\.url.absoluteString) == ["http://www.sample.com/sampleapifortest/recipes.json"])
        #expect(recipes.count == 9)
        #expect(recipes.first?.name == "Crock Pot Roast")
    }

    @Test func baseURLWithTrailingSlashGivesTheSamePath() async throws {
        let session = MockedSession.simulate(success: Data("[]".utf8))
        _ = try await facade(session: session, base: "http://127.0.0.1:8080/api/").getRecipes()
        #expect(session.requests.first?.url.absoluteString == "http://127.0.0.1:8080/api/recipes.json")
    }

    @Test func badBodyIsBadDataNamingTheURLAndRecipe() async throws {
        let session = MockedSession.simulate(success: try Fixtures.data("Invalid/NegativeTimer.json"))
        let error = await #expect(throws: CatalogError.self) { try await facade(session: session).getRecipes() }
        #expect(error?.kind == .badData)
        #expect(error?.description == #"http://www.sample.com/sampleapifortest/recipes.json: at [1].timers[1] (recipe "Crock Pot Roast"): timer must not be negative, found -5"#)
    }

    @Test func connectionFailureWithNoCopyIsUnreachable() async {
        let session = MockedSession.simulate(failure: "connection refused")
        let error = await #expect(throws: CatalogError.self) { try await facade(session: session).getRecipes() }
        #expect(error == CatalogError(kind: .unreachable, source: "http://www.sample.com/sampleapifortest/recipes.json", reason: "connection refused"))
    }

    @Test func httpErrorStatusIsUnreachable() async {
        let session = MockedSession([.success(SessionResponse(statusCode: 404, body: Data("nope".utf8)))])
        let error = await #expect(throws: CatalogError.self) { try await facade(session: session).getRecipes() }
        #expect(error?.kind == .unreachable)
        #expect(error?.reason == "HTTP 404 Not Found")
    }

    @Test func revalidatesWithETagAndReusesTheCachedBodyOn304() async throws {
        let body = try Fixtures.data("Recipes.json")
        let session = MockedSession([
            .success(SessionResponse(statusCode: 200, etag: "\"v1\"", body: body)),
            .success(SessionResponse(statusCode: 304, etag: "\"v1\"", body: Data())),
        ])
        let facade = facade(session: session)
        let first = try await facade.getRecipes()
        let second = try await facade.getRecipes()
        #expect(second == first)
        #expect(session.requests.map { $0.headers["If-None-Match"] } == [nil, "\"v1\""])
    }

    @Test func unreachableServerFallsBackToTheCachedCopy() async throws {
        let session = MockedSession([
            .success(SessionResponse(statusCode: 200, body: try Fixtures.data("Recipes.json"))),
            .failure(SessionError(reason: "connection refused")),
        ])
        let facade = facade(session: session)
        _ = try await facade.getRecipes()
        #expect(try await facade.getRecipes().count == 9)
    }
}

@Suite struct ServiceTests {
    @Test func storesFreshBodiesWithETagAndFetchTime() async throws {
        let cache = CacheFacade()
        let fetched = Date(timeIntervalSince1970: 1_000)
        let service = Service(session: MockedSession.simulate(success: Data("[]".utf8), etag: "\"e\""), cache: cache, now: { fetched })
        let url = URL(string: "http://host/recipes.json")!
        #expect(try await service.get(url) == Data("[]".utf8))
        #expect(await cache.get(url.absoluteString) == CachedResponse(body: Data("[]".utf8), etag: "\"e\"", fetchedAt: fetched))
    }

    @Test func notModifiedWithoutACachedCopyIsAnError() async {
        let service = Service(session: MockedSession([.success(SessionResponse(statusCode: 304, body: Data()))]), cache: CacheFacade())
        let error = await #expect(throws: CatalogError.self) { try await service.get(URL(string: "http://host/recipes.json")!) }
        #expect(error?.reason == "HTTP 304 Not Modified")
    }
}
