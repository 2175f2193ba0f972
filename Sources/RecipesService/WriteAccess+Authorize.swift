import HTTPTypes
import Hummingbird
import NIOCore
import RecipesKit

extension WriteAccess {
    /// Refuses a write unless it carries a token and this catalog takes writes: no credentials is 401 whatever
    /// the server's mode, so a client always learns it must authenticate; a catalog that cannot be written, or a
    /// user whose role falls short of `role`, is 403. A client sending wrong tokens is slowed down
    /// (`AuthenticationThrottle`, and on a store `SignInThrottle` over every replica: 429 with `Retry-After`), and
    /// each wrong token is logged with its address.
    /// A request with no `Authorization` header but a session cookie is the browser's: it must carry the session's
    /// CSRF token (`X-CSRF-Token`, or `formCSRF` from a form) and come from this site.
    @discardableResult
    func authorize(
        _ request: Request, context: some RemoteAddressRequestContext, readOnlyReason: String?, needs role: Role = .editor,
        formCSRF: String? = nil
    ) async throws(APIError) -> Principal {
        if request.headers[.authorization] == nil, sessions != nil, let cookie = request.cookies[SessionCookie.name]?.value {
            return try await authorizeSession(cookie, request, readOnlyReason: readOnlyReason, needs: role, formCSRF: formCSRF)
        }
        let client = clientAddress(request, context)
        let stored = try await holdWrongTokens(from: client, request)
        let verdict: Verdict
        do {
            verdict = try await check(authorization: request.headers[.authorization])
        } catch {
            throw Self.tokenUncheckable(error)
        }
        await countToken(verdict, from: client, stored: stored, logger: context.logger)
        if verdict == .missing {
            throw APIError(
                .unauthorized, detail: "writes need an Authorization: Bearer <token> header",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\""])
        }
        if let readOnlyReason { throw APIError(.forbidden, detail: readOnlyReason) }
        switch verdict {
        case .missing, .disabled:
            throw APIError(
                .forbidden,
                detail: "writes are disabled: start the server on a store, or with --token-file FILE or RECIPES_TOKEN set, to enable them")
        case .wrong:
            throw APIError(
                .unauthorized, detail: "the bearer token is not one this server knows (revoked, expired or mistyped)",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\", error=\"invalid_token\""])
        case .allowed(let principal):
            try Self.check(principal, needs: role)
            return principal
        }
    }

    /// The signed-in user of a browser's request, checked as `authorize` says.
    private func authorizeSession(
        _ cookie: String, _ request: Request, readOnlyReason: String?, needs role: Role, formCSRF: String?
    ) async throws(APIError) -> Principal {
        if RequestOrigin.isCrossSite(request) {
            throw APIError(.forbidden, detail: "refused a write sent from another site (Origin or Sec-Fetch-Site)")
        }
        let session: SignedInSession?
        do {
            session = try await signedIn(cookie)
        } catch {
            throw APIError(.serviceUnavailable, detail: "the store could not check the session: \(error.message)", headers: [.retryAfter: "1"])
        }
        guard let session else {
            throw APIError(.unauthorized, detail: "the session has ended; sign in again at /login", headers: [.wwwAuthenticate: "Bearer realm=\"recipes\""])
        }
        let presented = formCSRF ?? request.headers[.csrfToken] ?? ""
        guard Self.constantTimeEqual(Array(presented.utf8), Array(session.csrf.utf8)) else {
            throw APIError(.forbidden, detail: "the request lacks this session's CSRF token; reload the page and try again")
        }
        if let readOnlyReason { throw APIError(.forbidden, detail: readOnlyReason) }
        let principal = Principal(name: session.account.name, role: session.account.role)
        try Self.check(principal, needs: role)
        return principal
    }

    /// The live session whose id is `cookie`, if any.
    func signedIn(_ cookie: String) async throws(CatalogStoreError) -> SignedInSession? {
        guard let sessions, cookie.utf8.count <= 256 else { return nil }
        return try await sessions.session(idDigest: digest.digest(cookie), at: now(), policy: sessionPolicy)
    }

    /// 403 unless `principal`'s role reaches `role`.
    static func check(_ principal: Principal, needs role: Role) throws(APIError) {
        guard principal.role >= role else {
            throw APIError(
                .forbidden,
                detail: "\(principal.description) may not do this: a \(principal.role.rawValue) \(principal.role.summary); it needs \(role == .owner ? "an owner" : "an editor or an owner")",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\", error=\"insufficient_scope\""])
        }
    }

    /// A client's address as logs and the throttle name it: its IP address alone (the port changes with each
    /// connection); "local" for a connection without one (a unix socket, a test).
    static func clientName(_ address: SocketAddress?) -> String {
        address?.ipAddress ?? "local"
    }

    /// The client a failure is counted against (a wrong token, a wrong password): the connection's address, or behind
    /// a proxy (`behindProxy`) the last address the proxy put in `X-Forwarded-For` (the one it saw; earlier ones are
    /// the client's word).
    func clientAddress(_ request: Request, _ context: some RemoteAddressRequestContext) -> String {
        if behindProxy, let forwarded = request.headers[values: .xForwardedFor].last?.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
           !forwarded.isEmpty, forwarded.count <= 64 {
            return forwarded
        }
        return Self.clientName(context.remoteAddress)
    }
}

extension WriteAccess {
    /// Who a request acts for when it reads something of its own (`/me`, a sort by rating): a bearer token,
    /// checked and throttled as a write's is, or the browser's session (a read needs no CSRF token); nil for a
    /// visitor who sent neither.
    func identify(_ request: Request, context: some RemoteAddressRequestContext) async throws(APIError) -> Principal? {
        // A service without users or a token (a catalog read once) can tell no one apart; another scheme (a proxy's
        // Basic credentials passed through) names no one here, and the cookie decides.
        guard isEnabled else { return nil }
        if let authorization = request.headers[.authorization], Self.isBearer(authorization) {
            return try await authorize(request, context: context, readOnlyReason: nil, needs: .viewer)
        }
        guard sessions != nil, let cookie = request.cookies[SessionCookie.name]?.value else { return nil }
        do {
            return try await signedIn(cookie).map { Principal(name: $0.account.name, role: $0.account.role) }
        } catch {
            throw APIError(.serviceUnavailable, detail: "the store could not check the session: \(error.message)", headers: [.retryAfter: "1"])
        }
    }

    /// `identify`, or 401 saying what to send.
    func identified(_ request: Request, context: some RemoteAddressRequestContext, for purpose: String) async throws(APIError) -> Principal {
        guard let principal = try await identify(request, context: context) else {
            throw APIError(
                .unauthorized, detail: "\(purpose) is each user's own: sign in at /login, or send Authorization: Bearer with a user's token",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\""])
        }
        return principal
    }
}

extension Principal {
    /// Whose marks the principal reads and writes: the user's, or the household's for the shared token.
    var person: Person {
        name.map(Person.init(accountName:)) ?? .household
    }
}
