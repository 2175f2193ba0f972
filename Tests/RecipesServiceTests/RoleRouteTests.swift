import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Writes with users' tokens: each acts with its user's role, whatever route it writes through.
@Suite struct RoleRouteTests {
    /// A household of an owner, an editor and a viewer, each holding a token named after them, and one expired.
    static func household(now: Date) async throws -> InMemoryAccountStore {
        let accounts = InMemoryAccountStore()
        let hashing = InsecureTestHashing()
        for (name, role) in [("olga", Role.owner), ("ed", .editor), ("vic", .viewer)] {
            try await accounts.addAccount(Account(name: name, role: role, created: now), passwordHash: "h")
            _ = try await accounts.addToken(APITokenDraft(account: name, label: "", created: now, expires: nil), secretDigest: hashing.digest("rcp_\(name)"))
        }
        _ = try await accounts.addToken(
            APITokenDraft(account: "ed", label: "old", created: now, expires: now.addingTimeInterval(-1)), secretDigest: hashing.digest("rcp_stale"))
        return accounts
    }

    func withService(_ body: @Sendable (any TestClientProtocol, InMemoryAccountStore) async throws -> Void) async throws {
        let now = Date()
        let accounts = try await Self.household(now: now)
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let access = WriteAccess(token: nil, accounts: accounts, throttle: AuthenticationThrottle(), digest: InsecureTestHashing(), now: { now })
        let repository = StoreCatalogRepository(opened: OpenedStore(store: store, mealPlan: InMemoryMealPlanStore(), accounts: accounts))
        let router = buildRouter(repository: repository, writeAccess: access)
        try await Application(router: router).test(.router) { client in try await body(client, accounts) }
    }

    @Test func editorsAndOwnersWriteRecipesAndViewersAreRefusedWith403() async throws {
        try await withService { client, _ in
            try await client.write(.post, "/recipes", token: "rcp_ed", body: toastJSON) { #expect($0.status == .created) }
            try await client.write(.put, "/pantry/flour", token: "rcp_olga") { #expect($0.status == .noContent) }
            try await client.write(.post, "/recipes", token: "rcp_vic", body: toastJSON.replacingOccurrences(of: "Toast", with: "Jam")) { response in
                #expect(response.status == .forbidden)
                let detail = (response.json as? [String: Any])?["detail"] as? String
                #expect(detail == "user 'vic' (viewer) may not do this: a viewer reads recipes and the plan; it needs an editor or an owner")
            }
            for (method, uri) in [(HTTPRequest.Method.delete, "/recipes/toast"), (.put, "/pantry/sugar"), (.put, "/favorites/toast")] {
                try await client.write(method, uri, token: "rcp_vic") { #expect($0.status == .forbidden, "\(method) \(uri)") }
            }
            // Reading needs no token, whatever the role.
            try await client.execute(uri: "/recipes/toast", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test func aPantryFoodSaysWhichUserAddedIt() async throws {
        try await withService { client, _ in
            try await client.write(.put, "/pantry/Saffron", token: "rcp_ed") { #expect($0.status == .noContent) }
            try await client.execute(uri: "/pantry", method: .get) { response in
                let foods = try #require(response.json as? [[String: String]])
                #expect(foods.first { $0["food"] == "Saffron" }?["addedBy"] == "ed")
                let salt = try #require(foods.first { $0["food"] == "salt" })
                #expect(salt["addedBy"] == nil)
            }
        }
    }

    @Test func aPlanEntrySaysWhichUserPlannedIt() async throws {
        try await withService { client, _ in
            let entry = #"{"recipe": "crock-pot-roast", "date": "2026-11-27"}"#
            let headers: HTTPFields = [.authorization: "Bearer rcp_ed", .contentType: "application/json"]
            let id = try await client.execute(uri: "/plan", method: .post, headers: headers, body: ByteBuffer(string: entry)) { response in
                #expect(response.status == .created)
                #expect((response.json as? [String: Any])?["addedBy"] as? String == "ed")
                return try #require((response.json as? [String: Any])?["id"] as? Int)
            }
            try await client.execute(uri: "/plan/\(id)", method: .get) { #expect(($0.json as? [String: Any])?["addedBy"] as? String == "ed") }
            try await client.execute(uri: "/week?date=2026-11-27", method: .get) { #expect($0.text.contains("planned by ed")) }
        }
    }

    @Test func unknownExpiredAndRevokedTokensAre401() async throws {
        try await withService { client, accounts in
            for token in ["rcp_nobody", "rcp_stale", "s3cret", String(repeating: "rcp_", count: 200)] {
                try await client.write(.post, "/recipes", token: token, body: toastJSON) { response in
                    #expect(response.status == .unauthorized, "\(token.prefix(12))")
                    #expect(response.headers[.wwwAuthenticate]?.contains("invalid_token") == true)
                }
            }
            let edsToken = try #require(try await accounts.tokens().first { $0.account == "ed" && $0.label.isEmpty })
            _ = try await accounts.revokeToken(id: edsToken.id)
            try await client.write(.post, "/recipes", token: "rcp_ed", body: toastJSON) { #expect($0.status == .unauthorized) }
        }
    }

    @Test func aRemovedUsersTokensStopWorkingAtOnce() async throws {
        try await withService { client, accounts in
            try await client.write(.put, "/pantry/flour", token: "rcp_ed") { #expect($0.status == .noContent) }
            _ = try await accounts.removeAccount(named: "ed")
            try await client.write(.put, "/pantry/rice", token: "rcp_ed") { #expect($0.status == .unauthorized) }
        }
    }

    @Test func theSharedTokenStillWritesAsAnOwnerBesideUsersTokens() async throws {
        let accounts = try await Self.household(now: Date())
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let access = WriteAccess(token: "a-shared-secret-0123", accounts: accounts, throttle: AuthenticationThrottle(), digest: InsecureTestHashing())
        let router = buildRouter(repository: StoreCatalogRepository(store: store), writeAccess: access)
        try await Application(router: router).test(.router) { client in
            try await client.write(.post, "/recipes", token: "a-shared-secret-0123", body: toastJSON) { #expect($0.status == .created) }
            try await client.write(.delete, "/recipes/toast", token: "rcp_olga") { #expect($0.status == .noContent) }
        }
    }
}
