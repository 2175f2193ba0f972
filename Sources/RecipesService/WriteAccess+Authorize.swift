import HTTPTypes
import Hummingbird

extension WriteAccess {
    /// Refuses a write unless it carries the token and this catalog takes writes: no credentials is 401 whatever
    /// the server's mode, so a client always learns it must authenticate; a catalog that cannot be written is 403.
    func authorize(_ request: Request, readOnlyReason: String?) throws(APIError) {
        let verdict = check(authorization: request.headers[.authorization])
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
}
