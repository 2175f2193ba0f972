import HTTPTypes
import Hummingbird
import RecipesKit

/// `serve --private`: nothing of the household is read without signing in or a user's token. A page asked for by
/// a browser goes to the sign-in form (and back after); anything else is `401`. What a visitor needs to sign in,
/// and what machines poll with their own secrets, stays open: the sign-in pages, the assets, `/health`,
/// `/metrics`, `/openapi.json` and the calendar feed (its key is its secret).
struct PrivateReadsMiddleware<Context: RemoteAddressRequestContext>: RouterMiddleware {
    let access: WriteAccess

    /// The paths anyone may read.
    static func isOpen(_ path: String) -> Bool {
        ["/login", "/logout", "/session", "/health", "/metrics", "/openapi.json", "/plan.ics", "/service-worker.js", "/manifest.webmanifest"]
            .contains(path) || path.hasPrefix("/assets/")
    }

    /// `response` with no shared cache allowed to keep it (a picture is otherwise `public`): what a member read is
    /// not served by a proxy to someone who never signed in.
    static func keptPrivate(_ response: Response) -> Response {
        var response = response
        if let control = response.headers[.cacheControl], control.contains("public") {
            response.headers[.cacheControl] = control.replacingOccurrences(of: "public", with: "private")
        } else if let control = response.headers[.cacheControl] {
            // "no-cache" alone lets a shared cache keep it (to revalidate): it must not keep it at all.
            if !control.contains("private"), !control.contains("no-store") { response.headers[.cacheControl] = "private, " + control }
        } else {
            response.headers[.cacheControl] = "private, no-cache"
        }
        if let vary = response.headers[.vary], !vary.lowercased().contains("cookie") {
            response.headers[.vary] = vary + ", Cookie"
        }
        return response
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.isOpen(request.uri.path) { return try await next(request, context) }
        if request.headers[.authorization] != nil {
            // A token decides alone, throttled and logged as writes are; any role reads.
            _ = try await access.authorize(request, context: context, readOnlyReason: nil, needs: .viewer)
            return Self.keptPrivate(try await next(request, context))
        }
        if let cookie = request.cookies[SessionCookie.name]?.value {
            let session: SignedInSession?
            do {
                session = try await access.signedIn(cookie)
            } catch {
                throw APIError(.serviceUnavailable, detail: "the store could not check the session: \(error.message)", headers: [.retryAfter: "1"])
            }
            if session != nil { return Self.keptPrivate(try await next(request, context)) }
        }
        // HEAD as GET: a browser's check of a page gets the answer its visit would.
        let wantsPage = (request.method == .get || request.method == .head) && APIError.prefersPage(request)
        if wantsPage {
            let target = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
            return Response(status: .seeOther, headers: [.location: SignInController.signInAddress(returningTo: target), .cacheControl: "no-store"])
        }
        throw APIError(
            .unauthorized, detail: "this server is private: sign in at /login, or send Authorization: Bearer with a user's token",
            headers: [.wwwAuthenticate: "Bearer realm=\"recipes\""])
    }
}
