import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// `/settings`: an owner manages the household's users and tokens from the browser.
@Suite struct SettingsRouteTests {
    func withService(
        hasher: any PasswordHasherProtocol = InsecureTestHashing(), _ body: @Sendable (any TestClientProtocol, InMemoryAccountStore) async throws -> Void
    ) async throws {
        let accounts = InMemoryAccountStore()
        for (name, role) in [("olga", Role.owner), ("ed", .editor)] {
            try await accounts.addAccount(Account(name: name, role: role, created: Date()), passwordHash: InsecureTestHashing().hash("long enough"))
        }
        _ = try await accounts.addToken(APITokenDraft(account: "ed", label: "tablet", created: Date(), expires: nil), secretDigest: "d")
        let access = WriteAccess(token: nil, throttle: AuthenticationThrottle(), digest: InsecureTestHashing()).checkingTokens(in: accounts, sessions: accounts)
        let repository = StoreCatalogRepository(opened: OpenedStore(store: try InMemoryCatalogStore(recipes: []), accounts: accounts, sessions: accounts))
        let router = buildRouter(repository: repository, writeAccess: access, hasher: hasher)
        try await Application(router: router).test(.router) { client in try await body(client, accounts) }
    }

    func session(_ client: some TestClientProtocol, _ name: String) async throws -> (HTTPFields, String) {
        let cookie = try await SignInRouteTests.signIn(client, name)
        return ([.cookie: "recipes_session=\(cookie)", .contentType: "application/x-www-form-urlencoded"], try await SignInRouteTests.csrf(client, cookie))
    }

    /// A way to post a settings form with a session's headers and CSRF token: its status, and the page it shows (for a
    /// redirect, the page it leads to, read with the cookie it set, as a browser does).
    func poster(
        _ client: some TestClientProtocol, _ headers: HTTPFields, _ csrf: String
    ) -> @Sendable (String, String) async throws -> (HTTPResponse.Status, String) {
        { action, body in
            let (status, location, notice, text) = try await client.execute(
                uri: "/settings/\(action)", method: .post, headers: headers, body: ByteBuffer(string: "csrf=\(csrf)&\(body)")
            ) { ($0.status, $0.headers[.location], $0.headers[.setCookie], $0.text) }
            guard status == .seeOther else { return (status, text) }
            #expect(location == "/settings")
            let cookie = try #require(notice?.split(separator: ";").first.map(String.init), "a change made set no notice")
            var following = headers
            following[.cookie] = (headers[.cookie] ?? "") + "; " + cookie
            return try await client.execute(uri: "/settings", method: .get, headers: following) { (status, $0.text) }
        }
    }

    @Test func onlyAnOwnerSeesTheHousehold() async throws {
        try await withService { client, _ in
            try await client.execute(uri: "/settings", method: .get) { #expect($0.headers[.location] == "/login?next=/settings") }
            let (editor, _) = try await session(client, "ed")
            try await client.execute(uri: "/settings", method: .get, headers: editor) { response in
                #expect(response.status == .forbidden)
                #expect(response.text.contains("only an owner manages the household"))
            }
            let (owner, _) = try await session(client, "olga")
            try await client.execute(uri: "/settings", method: .get, headers: owner) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<td>tablet</td>"))
                #expect(!response.text.contains("test$"), "a password hash was shown")
            }
        }
    }

    @Test func aNewUsersPasswordIsHashedOnTheThreadPool() async throws {
        let recording = PooledPasswordHasherTests.ThreadRecordingHasher()
        try await withService(hasher: recording) { client, accounts in
            let (owner, csrf) = try await session(client, "olga")
            try await client.execute(
                uri: "/settings/add", method: .post, headers: owner, body: ByteBuffer(string: "csrf=\(csrf)&name=vic&role=viewer&password=long+enough")
            ) { #expect($0.status == .seeOther) }
            #expect(try await accounts.credentials(named: "vic") != nil)
        }
        // The sign-ins hashed nothing; the new user's password was hashed once, on NIO's pool.
        #expect(recording.threads.entries.count == 1 && recording.threads.entries.allSatisfy { $0.contains("TP-#") }, "\(recording.threads.entries)")
    }

    @Test func anOwnerAddsChangesRemovesAndRevokesButKeepsAnOwner() async throws {
        try await withService { client, accounts in
            let (owner, csrf) = try await session(client, "olga")
            let post = poster(client, owner, csrf)
            #expect(try await post("add", "name=vic&role=viewer&password=short").0 == .unprocessableContent)
            #expect(try await post("add", "name=vic&role=viewer&password=long+enough").1.contains("Added vic (viewer)."))
            #expect(try await post("role", "name=ed&role=owner").1.contains("ed is now an owner."))
            #expect(try await post("role", "name=olga&role=nobody").0 == .unprocessableContent)
            #expect(try await post("revoke", "id=1").1.contains("Revoked token 1 of ed."))
            #expect(try await post("remove", "name=vic").1.contains("Removed vic and their tokens."))
            _ = try await post("role", "name=ed&role=viewer")
            let (status, text) = try await post("remove", "name=olga")
            #expect(status == .conflict)
            #expect(text.contains("the household&#39;s last owner") || text.contains("the household's last owner"))
            #expect(try await accounts.accounts().map(\.name) == ["ed", "olga"])
            try await client.execute(uri: "/settings/remove", method: .post, headers: owner, body: ByteBuffer(string: "csrf=forged&name=ed")) {
                #expect($0.status == .forbidden)
            }
        }
    }

    @Test func aChangeMadeRedirectsSoThatAReloadSendsNothingAgain() async throws {
        try await withService { client, accounts in
            let (owner, csrf) = try await session(client, "olga")
            let notice = try await client.execute(
                uri: "/settings/add", method: .post, headers: owner, body: ByteBuffer(string: "csrf=\(csrf)&name=vic&role=viewer&password=long+enough")
            ) { response in
                #expect(response.status == .seeOther && response.headers[.location] == "/settings")
                #expect(!response.text.contains("Added vic"), "the post answered with the page, which a reload sends again")
                return response.headers[.setCookie] ?? ""
            }
            #expect(notice.contains("Path=/settings") && notice.contains("HttpOnly") && notice.contains("SameSite=Strict"), "\(notice)")
            var following = owner
            following[.cookie] = (owner[.cookie] ?? "") + "; " + (notice.split(separator: ";").first.map(String.init) ?? "")
            try await client.execute(uri: "/settings", method: .get, headers: following) { response in
                #expect(response.text.contains("Added vic (viewer)."))
                #expect(response.headers[.setCookie]?.contains("Max-Age=0") == true, "the notice was not dropped once shown")
            }
            try await client.execute(uri: "/settings", method: .get, headers: owner) { #expect(!$0.text.contains("Added vic")) }
            // The cookie says what was done, not what to show: text of someone else's is never on the page.
            for forged in ["Token%203%20revoked%3B%20sign%20in%20at%20evil.example", "added.mallory%0Ax.owner", "added.mallory.root",
                           "revoked.x.mallory", String(repeating: "A", count: 600)] {
                following[.cookie] = (owner[.cookie] ?? "") + "; recipes_notice=" + forged
                try await client.execute(uri: "/settings", method: .get, headers: following) {
                    #expect(!$0.text.contains("evil.example") && !$0.text.contains("mallory") && !$0.text.contains("AAAAAAAAAA"), "\(forged)")
                }
            }
            #expect(try await accounts.accounts().map(\.name) == ["ed", "olga", "vic"])
        }
    }

    @Test func anOwnerWhoGivesUpOwnershipGoesToTheirAccountPage() async throws {
        try await withService { client, accounts in
            let (owner, csrf) = try await session(client, "olga")
            _ = try await poster(client, owner, csrf)("role", "name=ed&role=owner")
            try await client.execute(
                uri: "/settings/role", method: .post, headers: owner, body: ByteBuffer(string: "csrf=\(csrf)&name=olga&role=editor")
            ) { response in
                #expect(response.status == .seeOther && response.headers[.location] == "/account")
            }
            #expect(try await accounts.accounts().first { $0.name == "olga" }?.role == .editor)
        }
    }

    @Test func aChangeThatCannotBeMadeIsAnsweredWithTheStatusThatSaysWhy() async throws {
        try await withService { client, _ in
            let (owner, csrf) = try await session(client, "olga")
            let post = poster(client, owner, csrf)
            #expect(try await post("revoke", "id=99").0 == .notFound)
            #expect(try await post("remove", "name=nobody").0 == .notFound)
            let (status, text) = try await post("add", "name=Caf%E9&role=viewer&password=long+enough")
            #expect(status == .badRequest && text.contains("name is not percent-encoded UTF-8"), "\(text)")
            #expect(try await post("add", "name=vic&role=viewer&password=" + String(repeating: "x", count: 20_000)).0 == .contentTooLarge)
            try await client.execute(uri: "/settings/bogus", method: .post, headers: owner, body: ByteBuffer(string: "csrf=\(csrf)")) {
                #expect($0.status == .notFound)
            }
        }
    }
}
