import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Signing in from the browser: sessions in the store, CSRF on every write, throttled failures.
@Suite struct SignInRouteTests {
    /// A clock tests move forward.
    final class Clock: @unchecked Sendable {
        // @unchecked: `now` is only touched under `lock`.
        private let lock = NSLock()
        private var time = Date(timeIntervalSince1970: 1_795_000_000)
        var now: Date { lock.withLock { time } }
        func advance(_ seconds: TimeInterval) { lock.withLock { time += seconds } }
    }

    func withService(secureCookies: Bool = false, isPrivate: Bool = false, behindProxy: Bool = false, _ body: @Sendable (any TestClientProtocol, InMemoryAccountStore, Clock) async throws -> Void) async throws {
        let clock = Clock()
        let accounts = InMemoryAccountStore()
        for (name, role) in [("ana", Role.owner), ("vic", .viewer)] {
            try await accounts.addAccount(Account(name: name, role: role, created: clock.now), passwordHash: InsecureTestHashing().hash("long enough"))
        }
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let access = WriteAccess(token: nil, throttle: AuthenticationThrottle(), digest: InsecureTestHashing(), now: { clock.now })
            .checkingTokens(in: accounts, sessions: accounts)
        let repository = StoreCatalogRepository(opened: OpenedStore(
            store: store, mealPlan: InMemoryMealPlanStore(), accounts: accounts, sessions: accounts, personal: InMemoryPersonalStore()))
        _ = try await accounts.addToken(APITokenDraft(account: "vic", label: "", created: clock.now, expires: nil), secretDigest: InsecureTestHashing().digest("rcp_vic"))
        let router = buildRouter(repository: repository, writeAccess: access, hasher: InsecureTestHashing(), secureCookies: secureCookies, isPrivate: isPrivate,
                                 behindProxy: behindProxy)
        try await Application(router: router).test(.router) { client in try await body(client, accounts, clock) }
    }

    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// Signs in and returns the session cookie's value.
    static func signIn(_ client: some TestClientProtocol, _ name: String, password: String = "long+enough", next: String = "/week") async throws -> String {
        try await client.execute(uri: "/login", method: .post, headers: form, body: ByteBuffer(string: "username=\(name)&password=\(password)&next=\(next)")) { response in
            #expect(response.status == .seeOther)
            let cookie = try #require(response.headers[.setCookie])
            return String(cookie.prefix { $0 != ";" }.dropFirst("recipes_session=".count))
        }
    }

    static func csrf(_ client: some TestClientProtocol, _ cookie: String) async throws -> String {
        try await client.execute(uri: "/session", method: .get, headers: [.cookie: "recipes_session=\(cookie)"]) { response in
            #expect(response.status == .ok)
            return try #require((response.json as? [String: Any])?["csrf"] as? String)
        }
    }

    @Test func signingInSetsAnHttpOnlyLaxCookieAndGoesWhereTheFormSaid() async throws {
        try await withService { client, _, _ in
            try await client.execute(uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: "username=ANA&password=long+enough&next=%2Fweek")) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/week")
                let cookie = try #require(response.headers[.setCookie])
                #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/") && !cookie.contains("Secure"))
            }
            let cookie = try await Self.signIn(client, "ana", next: "//evil.example/steal")
            try await client.execute(uri: "/session", method: .get, headers: [.cookie: "recipes_session=\(cookie)"]) { response in
                let fields = response.json as? [String: Any]
                #expect(fields?["user"] as? String == "ana")
                #expect(fields?["role"] as? String == "owner")
                #expect(response.headers[.cacheControl] == "no-store")
            }
            try await client.execute(uri: "/session", method: .get) { #expect(($0.json as? [String: Any])?["signedIn"] as? Bool == false) }
        }
        try await withService(secureCookies: true) { client, _, _ in
            try await client.execute(uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: "username=ana&password=long+enough")) { response in
                #expect(response.headers[.setCookie]?.contains("Secure") == true)
                #expect(response.headers[.location] == "/")
            }
        }
    }

    @Test func aWrongPasswordOrAnUnknownNameIsOne401PageKeepingTheName() async throws {
        try await withService { client, _, _ in
            for body in ["username=ana&password=wrong", "username=nobody&password=long+enough", "username=%00%0A&password=x"] {
                try await client.execute(uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: body)) { response in
                    #expect(response.status == .unauthorized, "\(body)")
                    #expect(String(buffer: response.body).contains("That user name and password do not match."))
                    #expect(response.headers[.setCookie] == nil)
                }
            }
        }
    }

    @Test func failuresPastFiveWaitLongerEachTimeEvenWithTheRightPasswordThenPass() async throws {
        try await withService { client, _, clock in
            for _ in 0..<5 {
                try await client.execute(uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: "username=ana&password=wrong")) {
                    #expect($0.status == .unauthorized)
                }
            }
            try await client.execute(uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: "username=ana&password=long+enough")) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.retryAfter] == "1")
            }
            clock.advance(2)
            _ = try await Self.signIn(client, "ana")
        }
    }

    @Test func aSessionWritesWithItsCSRFTokenFromThisSiteOnlyAndAsItsRole() async throws {
        try await withService { client, _, _ in
            let cookie = try await Self.signIn(client, "ana")
            let csrf = try await Self.csrf(client, cookie)
            let session: HTTPFields = [.cookie: "recipes_session=\(cookie)"]
            try await client.execute(uri: "/favorites/crock-pot-roast", method: .put, headers: session) { #expect($0.status == .forbidden) }
            var wrong = session
            wrong[.csrfToken] = csrf + "x"
            try await client.execute(uri: "/favorites/crock-pot-roast", method: .put, headers: wrong) { #expect($0.status == .forbidden) }
            var crossSite = session
            crossSite[.csrfToken] = csrf
            crossSite[.origin] = "http://evil.example"
            try await client.execute(uri: "/favorites/crock-pot-roast", method: .put, headers: crossSite) { #expect($0.status == .forbidden) }
            var good = session
            good[.csrfToken] = csrf
            good[.secFetchSite] = "same-origin"
            try await client.execute(uri: "/favorites/crock-pot-roast", method: .put, headers: good) { #expect($0.status == .noContent) }
            // The session's own marks: written with its CSRF token from this site only, read as its user's.
            let rating = ByteBuffer(string: #"{"rating": 4}"#)
            var json = session
            json[.contentType] = "application/json"
            try await client.execute(uri: "/me/recipes/crock-pot-roast", method: .patch, headers: json, body: rating) { #expect($0.status == .forbidden) }
            json[.csrfToken] = csrf
            json[.origin] = "http://evil.example"
            try await client.execute(uri: "/me/recipes/crock-pot-roast", method: .patch, headers: json, body: rating) { #expect($0.status == .forbidden) }
            json[.origin] = nil
            try await client.execute(uri: "/me/recipes/crock-pot-roast", method: .patch, headers: json, body: rating) { response in
                #expect(response.status == .ok)
                #expect((response.json as? [String: Any])?["user"] as? String == "ana")
                #expect((response.json as? [String: Any])?["favorite"] as? Bool == true)
            }
            try await client.execute(uri: "/favorites", method: .get, headers: session) { #expect($0.json as? [String] == ["crock-pot-roast"]) }
            try await client.execute(uri: "/?favorites=on", method: .get, headers: session) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "private, no-cache")
                #expect(response.headers[.vary] == "Accept-Encoding, Authorization, Cookie")
            }
            // The household's favorites at the same address: no shared cache may serve them for a user's.
            try await client.execute(uri: "/?favorites=on", method: .get) { response in
                #expect(response.headers[.cacheControl] == "private, no-cache")
                #expect(response.headers[.vary] == "Accept-Encoding, Authorization, Cookie")
            }
            // A proxy's Basic credentials passed through name no one: a public read answers as to a visitor.
            try await client.execute(uri: "/favorites", method: .get, headers: [.authorization: "Basic YW5hOnB3"]) { response in
                #expect(response.status == .ok)
                #expect(response.json as? [String] == [])
            }

            let viewer = try await Self.signIn(client, "vic")
            let viewerCSRF = try await Self.csrf(client, viewer)
            try await client.execute(uri: "/favorites/crock-pot-roast", method: .delete, headers: [.cookie: "recipes_session=\(viewer)", .csrfToken: viewerCSRF]) { response in
                #expect(response.status == .forbidden)
                #expect(((response.json as? [String: Any])?["detail"] as? String)?.hasPrefix("user 'vic' (viewer) may not do this") == true)
            }
        }
    }

    @Test func signingOutEndsTheSessionOnTheServerAndCrossSiteFormsAreRefused() async throws {
        try await withService { client, _, _ in
            try await client.execute(uri: "/login", method: .post, headers: Self.form.merging([.origin: "http://evil.example"]),
                                     body: ByteBuffer(string: "username=ana&password=long+enough")) { #expect($0.status == .forbidden) }
            let cookie = try await Self.signIn(client, "ana")
            let csrf = try await Self.csrf(client, cookie)
            try await client.execute(uri: "/logout", method: .post, headers: Self.form.merging([.cookie: "recipes_session=\(cookie)"]), body: ByteBuffer(string: "csrf=nope")) {
                #expect($0.status == .forbidden)
            }
            try await client.execute(uri: "/logout", method: .post, headers: Self.form.merging([.cookie: "recipes_session=\(cookie)"]), body: ByteBuffer(string: "csrf=\(csrf)")) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.setCookie]?.contains("Max-Age=0") == true)
            }
            // The old cookie, replayed, is nobody's.
            try await client.execute(uri: "/session", method: .get, headers: [.cookie: "recipes_session=\(cookie)"]) { #expect(($0.json as? [String: Any])?["signedIn"] as? Bool == false) }
            try await client.execute(uri: "/favorites/x", method: .put, headers: [.cookie: "recipes_session=\(cookie)", .csrfToken: csrf]) { #expect($0.status == .unauthorized) }
        }
    }

    @Test func aPrivateServerShowsNothingOfTheHouseholdBeforeSignIn() async throws {
        try await withService(isPrivate: true) { client, _, _ in
            try await client.execute(uri: "/recipe/crock-pot-roast?scale=2", method: .get, headers: [.accept: "text/html"]) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/login?next=/recipe/crock-pot-roast%3Fscale%3D2")
            }
            // HEAD is answered as GET is.
            try await client.execute(uri: "/", method: .head, headers: [.accept: "text/html"]) { #expect($0.status == .seeOther) }
            for uri in ["/recipes", "/recipes.json", "/plan", "/tags", "/images/crock-pot-roast"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .unauthorized, "\(uri)")
                    #expect(!response.text.contains("Crock Pot Roast"), "\(uri)")
                }
            }
            for uri in ["/login", "/health", "/openapi.json", "/session"] {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .ok, "\(uri)") }
            }
            for uri in ["/recipes", "/recipes.json", "/tags"] {
                try await client.execute(uri: uri, method: .get, headers: [.authorization: "Bearer rcp_vic"]) { response in
                    #expect(response.status == .ok)
                    // What a member read is no shared cache's to keep, not even to revalidate.
                    #expect(response.headers[.cacheControl]?.hasPrefix("private") == true, "\(uri): \(response.headers[.cacheControl] ?? "")")
                }
            }
            try await client.execute(uri: "/recipes", method: .get, headers: [.authorization: "Bearer rcp_wrong"]) { #expect($0.status == .unauthorized) }
            let cookie = try await Self.signIn(client, "vic")
            try await client.execute(uri: "/", method: .get, headers: [.cookie: "recipes_session=\(cookie)"]) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("Crock Pot Roast"))
            }
        }
    }

    @Test func signingInAgainEndsTheSessionBeforeAndSigningOutClearsTheBrowsersCopies() async throws {
        try await withService { client, _, _ in
            let first = try await Self.signIn(client, "ana")
            let second = try await client.execute(
                uri: "/login", method: .post, headers: Self.form.merging([.cookie: "recipes_session=\(first)"]),
                body: ByteBuffer(string: "username=vic&password=long+enough")) { response in
                let cookie = try #require(response.headers[.setCookie])
                return String(cookie.prefix { $0 != ";" }.dropFirst("recipes_session=".count))
            }
            try await client.execute(uri: "/session", method: .get, headers: [.cookie: "recipes_session=\(first)"]) {
                #expect(($0.json as? [String: Any])?["signedIn"] as? Bool == false)
            }
            let csrf = try await Self.csrf(client, second)
            try await client.execute(uri: "/logout", method: .post, headers: Self.form.merging([.cookie: "recipes_session=\(second)"]), body: ByteBuffer(string: "csrf=\(csrf)")) { response in
                #expect(response.headers[.clearSiteData] == "\"cache\"")
            }
            // A sign-in whose origin is hidden (a sandboxed frame) is another site's.
            try await client.execute(uri: "/login", method: .post, headers: Self.form.merging([.origin: "null"]), body: ByteBuffer(string: "username=ana&password=long+enough")) {
                #expect($0.status == .forbidden)
            }
        }
    }

    @Test func behindAProxyFailuresAreCountedByTheClientItNames() async throws {
        try await withService(behindProxy: true) { client, accounts, _ in
            for attempt in 0..<6 {
                try await client.execute(uri: "/login", method: .post, headers: Self.form.merging([.xForwardedFor: "spoofed, 203.0.113.9"]),
                                         body: ByteBuffer(string: "username=nobody\(attempt)&password=wrong")) { response in
                    #expect(response.status == (attempt < 5 ? .unauthorized : .tooManyRequests), "attempt \(attempt)")
                }
            }
            let counted = try await accounts.signInFailures(["address:203.0.113.9", "address:local", "address:spoofed"])
            #expect(counted["address:203.0.113.9"]?.count == 5)
            #expect(counted["address:local"] == nil && counted["address:spoofed"] == nil)
            // Another client behind the same proxy is not held up by that one.
            try await client.execute(uri: "/login", method: .post, headers: Self.form.merging([.xForwardedFor: "203.0.113.10"]),
                                     body: ByteBuffer(string: "username=ana&password=long+enough")) { #expect($0.status == .seeOther) }
        }
    }

    @Test func anIPv6ClientTakingANewAddressForEachGuessIsCountedByItsSlash64() async throws {
        try await withService(behindProxy: true) { client, accounts, _ in
            for attempt in 0..<6 {
                try await client.execute(uri: "/login", method: .post, headers: Self.form.merging([.xForwardedFor: "2001:db8:0:7::\(attempt + 1)"]),
                                         body: ByteBuffer(string: "username=nobody\(attempt)&password=wrong")) { response in
                    #expect(response.status == (attempt < 5 ? .unauthorized : .tooManyRequests), "sign-in \(attempt)")
                }
            }
            for attempt in 0..<6 {
                try await client.write(.delete, "/recipes/crock-pot-roast", token: "rcp_wrong", headers: [.xForwardedFor: "2001:db8:0:7::\(attempt + 10)"]) {
                    #expect($0.status == (attempt < 5 ? .unauthorized : .tooManyRequests), "token \(attempt)")
                }
            }
            let counted = try await accounts.signInFailures(["address:2001:db8:0:7::/64", "token:2001:db8:0:7::/64"])
            #expect(counted["address:2001:db8:0:7::/64"]?.count == 5 && counted["token:2001:db8:0:7::/64"]?.count == 5, "\(counted)")
            // The next /64 is another client.
            try await client.execute(uri: "/login", method: .post, headers: Self.form.merging([.xForwardedFor: "2001:db8:0:8::1"]),
                                     body: ByteBuffer(string: "username=ana&password=long+enough")) { #expect($0.status == .seeOther) }
        }
    }

    @Test func behindAProxyWrongTokensAreCountedInTheStoreByTheClientItNames() async throws {
        try await withService(behindProxy: true) { client, accounts, _ in
            for _ in 0..<2 {
                try await client.write(.delete, "/recipes/crock-pot-roast", token: "rcp_wrong", headers: [.xForwardedFor: "203.0.113.9"]) {
                    #expect($0.status == .unauthorized)
                }
            }
            let (named, proxy) = (SignInThrottle.tokenSubject(address: "203.0.113.9"), SignInThrottle.tokenSubject(address: "local"))
            let counted = try await accounts.signInFailures([named, proxy])
            #expect(counted[named]?.count == 2 && counted[proxy] == nil, "\(counted)")
            // A right token from that client clears its count (a viewer's, which may not delete).
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "rcp_vic", headers: [.xForwardedFor: "203.0.113.9"]) {
                #expect($0.status == .forbidden)
            }
            #expect(try await accounts.signInFailures([named]).isEmpty)
        }
    }

    @Test func sessionsEndAfterAWeekIdleOrAMonthInAll() async throws {
        try await withService { client, _, clock in
            let cookie = try await Self.signIn(client, "ana")
            for _ in 0..<4 {
                clock.advance(6 * 86_400)
                _ = try await Self.csrf(client, cookie)
            }
            clock.advance(6 * 86_400)
            try await client.execute(uri: "/session", method: .get, headers: [.cookie: "recipes_session=\(cookie)"]) { #expect(($0.json as? [String: Any])?["signedIn"] as? Bool == false) }
            let idle = try await Self.signIn(client, "ana")
            clock.advance(7 * 86_400)
            try await client.execute(uri: "/session", method: .get, headers: [.cookie: "recipes_session=\(idle)"]) { #expect(($0.json as? [String: Any])?["signedIn"] as? Bool == false) }
        }
    }
}

extension HTTPFields {
    func merging(_ other: HTTPFields) -> HTTPFields {
        var merged = self
        for field in other { merged[field.name] = field.value }
        return merged
    }
}
