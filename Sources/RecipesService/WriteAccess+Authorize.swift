import HTTPTypes
import Hummingbird
import NIOCore
import RecipesKit

extension WriteAccess {
    /// Refuses a write unless it carries a token and this catalog takes writes: no credentials is 401 whatever
    /// the server's mode, so a client always learns it must authenticate; a catalog that cannot be written, or a
    /// user whose role falls short of `role`, is 403. A client sending wrong tokens is slowed down
    /// (`AuthenticationThrottle`: 429 with `Retry-After`), and each wrong token is logged with its address.
    @discardableResult
    func authorize(
        _ request: Request, context: some RemoteAddressRequestContext, readOnlyReason: String?, needs role: Role = .editor
    ) async throws(APIError) -> Principal {
        let client = Self.clientName(context.remoteAddress)
        if request.headers[.authorization] != nil, let wait = throttle.waitBeforeTrying(client) {
            let seconds = max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
            throw APIError(
                .tooManyRequests, detail: "too many wrong tokens from this address; try again in \(seconds) s",
                headers: [.retryAfter: String(seconds)])
        }
        let verdict: Verdict
        do {
            verdict = try await check(authorization: request.headers[.authorization])
        } catch {
            throw APIError(.serviceUnavailable, detail: "the store could not check the token: \(error.message)", headers: [.retryAfter: "1"])
        }
        switch verdict {
        case .allowed: throttle.succeeded(client)
        case .wrong:
            let count = throttle.failed(client)
            context.logger.warning("refused a write from \(client): wrong bearer token (\(count) in a row)")
        case .missing, .disabled: break
        }
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
            guard principal.role >= role else {
                throw APIError(
                    .forbidden,
                    detail: "\(principal.description) may not do this: a \(principal.role.rawValue) \(principal.role.summary); it needs \(role == .owner ? "an owner" : "an editor or an owner")",
                    headers: [.wwwAuthenticate: "Bearer realm=\"recipes\", error=\"insufficient_scope\""])
            }
            return principal
        }
    }

    /// A client's address as logs and the throttle name it: its IP address alone (the port changes with each
    /// connection); "local" for a connection without one (a unix socket, a test).
    static func clientName(_ address: SocketAddress?) -> String {
        address?.ipAddress ?? "local"
    }
}
