import HTTPTypes
import Hummingbird
import NIOCore

extension WriteAccess {
    /// Refuses a write unless it carries the token and this catalog takes writes: no credentials is 401 whatever
    /// the server's mode, so a client always learns it must authenticate; a catalog that cannot be written is 403.
    /// A client sending wrong tokens is slowed down (`AuthenticationThrottle`: 429 with `Retry-After`), and each
    /// wrong token is logged with its address.
    func authorize(_ request: Request, context: some RemoteAddressRequestContext, readOnlyReason: String?) throws(APIError) {
        let client = Self.clientName(context.remoteAddress)
        if request.headers[.authorization] != nil, let wait = throttle.waitBeforeTrying(client) {
            let seconds = max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
            throw APIError(
                .tooManyRequests, detail: "too many wrong tokens from this address; try again in \(seconds) s",
                headers: [.retryAfter: String(seconds)])
        }
        let verdict = check(authorization: request.headers[.authorization])
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
        case .allowed, .missing:
            return
        case .disabled:
            throw APIError(
                .forbidden,
                detail: "writes are disabled: start the server with --token-file FILE or RECIPES_TOKEN set to enable them")
        case .wrong:
            throw APIError(
                .unauthorized, detail: "the bearer token is not the one this server was started with",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\", error=\"invalid_token\""])
        }
    }

    /// A client's address as logs and the throttle name it: its IP address alone (the port changes with each
    /// connection); "local" for a connection without one (a unix socket, a test).
    static func clientName(_ address: SocketAddress?) -> String {
        address?.ipAddress ?? "local"
    }
}
