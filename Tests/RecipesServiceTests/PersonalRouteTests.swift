import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Each user's own marks through the API: `/me/recipes`, favorites per user, and lists in a user's own order.
@Suite struct PersonalRouteTests {
    static let today = CalendarDay(iso: "2026-11-25")!

    func withService(_ body: @Sendable (any TestClientProtocol, InMemoryPersonalStore) async throws -> Void) async throws {
        let now = Date()
        let accounts = try await RoleRouteTests.household(now: now)
        let personal = InMemoryPersonalStore()
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let access = WriteAccess(token: "shared-token-0123456789", accounts: accounts, throttle: AuthenticationThrottle(), digest: InsecureTestHashing(), now: { now })
        let repository = StoreCatalogRepository(opened: OpenedStore(store: store, accounts: accounts, personal: personal))
        let router = buildRouter(repository: repository, writeAccess: access, today: { Self.today })
        try await Application(router: router).test(.router) { client in try await body(client, personal) }
    }

    @Test func aUsersMarksAreTheirOwnAndChangedAllOrNone() async throws {
        try await withService { client, personal in
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: "rcp_ed", body: #"{"rating": 4, "note": "less salt", "favorite": true}"#) { response in
                #expect(response.status == .ok)
                let marks = try #require(response.json as? [String: Any])
                #expect(marks["rating"] as? Int == 4)
                #expect(marks["note"] as? String == "less salt")
                #expect(marks["favorite"] as? Bool == true)
                #expect(marks["recipe"] as? String == "Crock Pot Roast")
                #expect(marks["user"] as? String == "ed")
            }
            // A bad value refuses the whole patch.
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: "rcp_ed", body: #"{"note": "gone?", "rating": 9}"#) { response in
                #expect(response.status == .unprocessableContent)
                #expect((response.json as? [String: Any])?["detail"] as? String == PersonalRules.ratingProblem(9))
            }
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: "rcp_ed", body: #"{"stars": 3}"#) { #expect($0.status == .unprocessableContent) }
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: "rcp_ed", body: "{}") { #expect($0.status == .unprocessableContent) }
            try await client.write(.patch, "/me/recipes/no-such-recipe", token: "rcp_ed", body: #"{"rating": 3}"#) { #expect($0.status == .notFound) }
            #expect(try await personal.marks(of: Person(user: "ed")!, slug: "crock-pot-roast").note == "less salt")
            // Olga sees her own marks, not Ed's; null takes a rating away.
            try await client.execute(uri: "/me/recipes/crock-pot-roast", method: .get, headers: [.authorization: "Bearer rcp_olga"]) { response in
                #expect(response.status == .ok)
                #expect((response.json as? [String: Any])?["rating"] is NSNull)
                #expect(response.headers[.vary] == "Accept-Encoding, Authorization, Cookie")
            }
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: "rcp_ed", body: #"{"rating": null}"#) { response in
                #expect((response.json as? [String: Any])?["rating"] is NSNull)
                #expect((response.json as? [String: Any])?["note"] as? String == "less salt")
            }
            try await client.execute(uri: "/me/recipes", method: .get, headers: [.authorization: "Bearer rcp_ed"]) { response in
                let all = try #require(response.json as? [[String: Any]])
                #expect(all.map { $0["slug"] as? String } == ["crock-pot-roast"])
            }
            try await client.execute(uri: "/me", method: .get, headers: [.authorization: "Bearer rcp_vic"]) { response in
                #expect(response.json as? [String: String] == ["user": "vic", "role": "viewer"])
            }
        }
    }

    @Test func readingOnesMarksNeedsATokenOrASessionAndWritingThemAnEditor() async throws {
        try await withService { client, _ in
            for uri in ["/me", "/me/recipes", "/me/recipes/crock-pot-roast", "/recipes?sort=rating"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .unauthorized, "\(uri)")
                    #expect(response.headers[.wwwAuthenticate] != nil, "\(uri)")
                }
            }
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: "rcp_vic", body: #"{"rating": 5}"#) { #expect($0.status == .forbidden) }
            try await client.write(.post, "/me/recipes/crock-pot-roast/cooked", token: "rcp_vic", body: "{}") { #expect($0.status == .forbidden) }
            try await client.write(.patch, "/me/recipes/crock-pot-roast", token: nil, body: #"{"rating": 5}"#) { #expect($0.status == .unauthorized) }
        }
    }

    @Test func aCookedDayIsLoggedOnceAndTakenAwayByItsDate() async throws {
        try await withService { client, _ in
            try await client.write(.post, "/me/recipes/crock-pot-roast/cooked", token: "rcp_ed", body: "{}") { response in
                #expect(response.status == .created)
                #expect(response.headers[.location] == "/me/recipes/crock-pot-roast/cooked/2026-11-25")
                #expect((response.json as? [String: Any])?["cooked"] as? [String] == ["2026-11-25"])
            }
            // A retry from a flaky kitchen network is no second entry.
            try await client.write(.post, "/me/recipes/crock-pot-roast/cooked", token: "rcp_ed", body: #"{"date": "2026-11-25"}"#) { response in
                #expect(response.status == .ok)
                #expect((response.json as? [String: Any])?["cooked"] as? [String] == ["2026-11-25"])
            }
            try await client.write(.post, "/me/recipes/crock-pot-roast/cooked", token: "rcp_ed", body: #"{"date": "monday"}"#) { response in
                #expect((response.json as? [String: Any])?["cooked"] as? [String] == ["2026-11-23", "2026-11-25"])
                #expect((response.json as? [String: Any])?["lastCooked"] as? String == "2026-11-25")
            }
            try await client.write(.post, "/me/recipes/crock-pot-roast/cooked", token: "rcp_ed", body: #"{"date": "2026-12-25"}"#) { #expect($0.status == .unprocessableContent) }
            try await client.write(.post, "/me/recipes/crock-pot-roast/cooked", token: "rcp_ed", body: #"{"date": 5}"#) { #expect($0.status == .unprocessableContent) }
            try await client.write(.delete, "/me/recipes/crock-pot-roast/cooked/2026-11-25", token: "rcp_ed") { response in
                #expect(response.status == .ok)
                #expect((response.json as? [String: Any])?["cooked"] as? [String] == ["2026-11-23"])
            }
            try await client.write(.delete, "/me/recipes/crock-pot-roast/cooked/2026-11-25", token: "rcp_ed") { #expect($0.status == .notFound) }
            try await client.write(.delete, "/me/recipes/crock-pot-roast/cooked/someday", token: "rcp_ed") { #expect($0.status == .notFound) }
        }
    }

    @Test func listsSortByTheAskersRatingOrLastCookedAndAreNeverShared() async throws {
        try await withService { client, personal in
            let ed = Person(user: "ed")!, olga = Person(user: "olga")!
            _ = try await personal.mark("roasted-asparagus", for: ed, [.rating(5)])
            _ = try await personal.mark("big-night-pizza", for: ed, [.rating(2)])
            _ = try await personal.mark("big-night-pizza", for: olga, [.rating(5), .cooked(Self.today)])
            _ = try await personal.mark("roasted-asparagus", for: olga, [.cooked(Self.today.adding(days: -3))])
            func names(_ uri: String, token: String) async throws -> [String] {
                try await client.execute(uri: uri, method: .get, headers: [.authorization: "Bearer \(token)"]) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.cacheControl] == "private, no-cache")
                    return response.recipes.map(\.name)
                }
            }
            #expect(try await names("/recipes?sort=rating&limit=2", token: "rcp_ed") == ["Roasted Asparagus", "Big Night Pizza"])
            #expect(try await names("/recipes?sort=rating&limit=2", token: "rcp_olga").first == "Big Night Pizza")
            #expect(try await names("/recipes?sort=cooked&limit=2", token: "rcp_olga") == ["Big Night Pizza", "Roasted Asparagus"])
            try await client.execute(uri: "/recipes?sort=stars", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect((response.json as? [String: Any])?["detail"] as? String == "sort must be name, time, ingredients, rating or cooked, got 'stars'")
            }
        }
    }

    @Test func favoritesAreEachUsersOwnAndTheSharedTokensAreTheHouseholds() async throws {
        try await withService { client, personal in
            try await client.write(.put, "/favorites/big-night-pizza", token: "rcp_ed") { #expect($0.status == .noContent) }
            try await client.write(.put, "/favorites/roasted-asparagus", token: "shared-token-0123456789") { #expect($0.status == .noContent) }
            try await client.execute(uri: "/favorites", method: .get, headers: [.authorization: "Bearer rcp_ed"]) { #expect($0.json as? [String] == ["big-night-pizza"]) }
            try await client.execute(uri: "/favorites", method: .get, headers: [.authorization: "Bearer rcp_olga"]) { #expect($0.json as? [String] == []) }
            try await client.execute(uri: "/favorites", method: .get) { #expect($0.json as? [String] == ["roasted-asparagus"]) }
            #expect(try await personal.marks(of: Person(user: "ed")!, slug: "big-night-pizza").isFavorite)
            try await client.execute(uri: "/?favorites=on", method: .get, headers: [.authorization: "Bearer rcp_ed"]) { response in
                #expect(response.text.contains("Big Night Pizza"))
                #expect(!response.text.contains("Roasted Asparagus"))
            }
        }
    }
}
