import Foundation
import HTTPTypes
import Hummingbird
import NIOPosix
import RecipesKit
import RecipesSecurity
import RecipesWeb
import Synchronization

/// Signing in from the browser: `GET`/`POST /login`, `POST /logout`, the account page and `GET /session` for the
/// pages' script. Sessions and failed sign-ins live in the store, so every replica honours and throttles the same.
struct SignInController {
    /// Sessions, tokens' digests and the clock: the same access the writes are checked with.
    let access: WriteAccess
    /// Checks passwords (bcrypt), off the event loop.
    let hasher: any PasswordHasherProtocol
    /// Whether the session cookie is sent only over HTTPS (`--secure-cookies`).
    let secureCookies: Bool
    /// The password checks running now on this server.
    let checks = CheckCount()
    /// The largest sign-in form read.
    static let largestForm = 16 * 1_024

    /// Registers `/login`, `/logout`, `/account` and `/session`.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("login", use: form)
        router.post("login", use: signIn)
        router.post("logout", use: signOut)
        router.get("account", use: account)
        router.get("session", use: session)
    }

    /// `GET /login?next=/path`: the form.
    @Sendable func form(_ request: Request, context: some RequestContext) async throws -> Response {
        let next = Self.localPath(request.uri.queryParameters.get("next"))
        return Self.page(SignInPageView.form(next: next), request)
    }

    /// `POST /login`: checks the name and password against the store; a new session and a `303` to `next` when they
    /// match, the form again with `401` when not, `429` with `Retry-After` while the account or address is throttled.
    @Sendable func signIn(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        guard let accounts = access.accounts, let sessions = access.sessions else {
            return Self.page(.message(status: 404, heading: "No sign-in here", message: "this service serves a catalog without users; serve a store to sign in"), request)
        }
        // The pages send their own Origin (Referrer-Policy: same-origin), so a sign-in with none to show is refused
        // too: no other site signs a visitor in to an account of its choosing.
        if RequestOrigin.isCrossSite(request, refusingNull: true) {
            return Self.page(.message(status: 403, heading: "Refused", message: "a sign-in sent from another site is refused"), request)
        }
        let fields: [String: String]
        do {
            let body = try await request.body.collect(upTo: Self.largestForm)
            fields = try RecipeListQuery.formFields(String(buffer: body))
        } catch let error as QueryParameterError {
            return Self.page(.message(status: 400, heading: "The form cannot be read", message: error.detail), request)
        } catch {
            return Self.page(.message(status: 413, heading: "Too large", message: "a sign-in form is at most \(Self.largestForm) bytes"), request)
        }
        let (username, password) = (fields["username"] ?? "", fields["password"] ?? "")
        let next = Self.localPath(fields["next"])
        let client = access.clientAddress(request, context)
        let subjects = SignInThrottle.subjects(account: username, address: client)
        let now = access.now()
        do {
            if let wait = SignInThrottle.wait(try await sessions.signInFailures(subjects), at: now) {
                let seconds = Int(wait.rounded(.up))
                var response = Self.page(SignInPageView.form(status: 429, problem: "Too many failed sign-ins; try again in \(seconds) s.", username: username, next: next), request)
                response.headers[.retryAfter] = String(seconds)
                return response
            }
            // At most a few checks at once: a burst of sign-ins neither queues minutes of bcrypt nor gets past the
            // count below before it is written.
            guard checks.enter(upTo: Self.mostChecksAtOnce) else {
                var response = Self.page(SignInPageView.form(status: 503, problem: "Too many sign-ins at once; try again in a moment.", username: username, next: next), request)
                response.headers[.retryAfter] = "1"
                return response
            }
            defer { checks.leave() }
            // Counted as a failure before the check, and forgotten if it passes: attempts made at once each see the
            // ones before them.
            try await sessions.recordSignInFailure(subjects, at: now)
            let stored = AccountRules.name(username) == nil || password.utf8.count > 1_024 ? nil : try await accounts.credentials(named: username)
            let hasher = self.hasher
            let matches = try await NIOThreadPool.singleton.runIfActive {
                // An unknown name costs the same bcrypt as a known one, so timing does not tell which names exist.
                hasher.verify(password, against: stored?.passwordHash ?? Self.decoyHash)
            }
            guard let stored, matches else {
                context.logger.notice("failed sign-in for '\(username.forMessage)' from \(client)")
                return Self.page(SignInPageView.form(status: 401, problem: "That user name and password do not match.", username: username, next: next), request)
            }
            try await sessions.clearSignInFailures(subjects)
            // Whoever was signed in on this browser before is signed out on the server too (a shared tablet).
            if let previous = request.cookies[SessionCookie.name]?.value, previous.utf8.count <= 256 {
                try await sessions.endSession(idDigest: access.digest.digest(previous))
            }
            let (id, csrf) = (AccountRules.newSecret(), AccountRules.newSecret())
            try await sessions.startSession(SessionDraft(idDigest: access.digest.digest(id), account: stored.account.name, csrf: csrf, started: now))
            var response = Response(status: .seeOther, headers: [.location: next, .cacheControl: "no-store"])
            response.setCookie(SessionCookie.holding(id, maxAge: Int(access.sessionPolicy.absolute), secure: secureCookies))
            return response
        } catch let error as CatalogStoreError {
            return Self.page(.message(status: 503, heading: "Sign-in is unavailable", message: error.message), request)
        }
    }

    /// `POST /logout`: ends the session on the server (with the form's CSRF token) and in the browser; `303` to `/`.
    @Sendable func signOut(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        guard let sessions = access.sessions, let cookie = request.cookies[SessionCookie.name]?.value else {
            return Self.redirectHome(ending: secureCookies)
        }
        let body = try? await request.body.collect(upTo: Self.largestForm)
        let fields = Dictionary(RecipeListQuery.decodedPairs(body.map { String(buffer: $0) })) { first, _ in first }
        let session: SignedInSession?
        do {
            session = try await access.signedIn(cookie)
        } catch {
            return Self.page(.message(status: 503, heading: "Sign-out is unavailable", message: error.message), request)
        }
        guard let session else { return Self.redirectHome(ending: secureCookies) }
        guard !RequestOrigin.isCrossSite(request), WriteAccess.constantTimeEqual(Array((fields["csrf"] ?? "").utf8), Array(session.csrf.utf8)) else {
            return Self.page(.message(status: 403, heading: "Refused", message: "the sign-out form is not this session's; reload the page and try again"), request)
        }
        do {
            try await sessions.endSession(idDigest: access.digest.digest(cookie))
        } catch {
            // Said, and the cookie kept: a browser told it signed out while the session lives on is a shared tablet
            // still signed in.
            return Self.page(.message(status: 503, heading: "Sign-out is unavailable", message: "the session could not be ended: \(error.message); try again"), request)
        }
        var response = Self.redirectHome(ending: secureCookies)
        // The pages this browser kept go with the session; the page's script has already dropped the offline copies and
        // a kept token, and leaves the kitchen's timers and shopping list (which "storage" would clear) to the next cook.
        response.headers[.clearSiteData] = "\"cache\""
        return response
    }

    /// `GET /account`: who is signed in, with a way out; or a way in. Never cached: it differs per session.
    @Sendable func account(_ request: Request, context: some RequestContext) async throws -> Response {
        var session: SignedInSession?
        if let cookie = request.cookies[SessionCookie.name]?.value { session = try? await access.signedIn(cookie) }
        return Self.page(SignInPageView.account(session), request)
    }

    /// `GET /session`: `{"signedIn": true, "user", "role", "mayWrite", "csrf"}` for the pages' script, or
    /// `{"signedIn": false}` (a 200 either way: not being signed in is an answer, not an error).
    @Sendable func session(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/session")
        var fields: [String: Any] = ["signedIn": false]
        if let cookie = request.cookies[SessionCookie.name]?.value, let session = try? await access.signedIn(cookie) {
            fields = [
                "signedIn": true, "user": session.account.name, "role": session.account.role.rawValue,
                "mayWrite": session.account.role.mayWrite, "csrf": session.csrf,
            ]
        }
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A path on this site to go to after signing in: `next` when it is one (`/week`), else `/`; never another site.
    static func localPath(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"), next.count <= 2_048,
              next.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return "/" }
        return next
    }

    /// The sign-in form's address, coming back to `target` (a path and query on this site) after.
    static func signInAddress(returningTo target: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return "/login?next=" + (target.addingPercentEncoding(withAllowedCharacters: allowed) ?? "%2F")
    }

    /// The most password checks at once on one server; more are asked to come back in a moment (503).
    static let mostChecksAtOnce = 4

    /// A bcrypt hash of nothing anyone types, checked when the name is unknown (made on first use, on the pool).
    static let decoyHash = BcryptPasswordHasher().hash(AccountRules.newSecret())

    private static func page(_ page: WebPage, _ request: Request) -> Response {
        var response = PageResponses.html(page, to: request)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private static func redirectHome(ending secure: Bool) -> Response {
        var response = Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
        response.setCookie(SessionCookie.ended(secure: secure))
        return response
    }
}

/// How many of something run at once, bounded: shared by every copy of the controller that made it.
final class CheckCount: Sendable {
    private let running = Mutex(0)

    /// Counts one more unless `limit` run already; false then.
    func enter(upTo limit: Int) -> Bool {
        running.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// Counts one fewer.
    func leave() {
        running.withLock { $0 -= 1 }
    }
}
