import Foundation
import HTTPTypes
import Hummingbird
import RecipesKit
import RecipesWeb

/// `/settings`: the household's users and tokens for a signed-in owner, through the same accounts module as
/// `recipes user` and `recipes token`. Each change is a form with the session's CSRF token; one made is answered with
/// a redirect to the page (which then says what it did), one refused with the page saying why.
struct SettingsController {
    let access: WriteAccess
    let hasher: any PasswordHasherProtocol
    let secureCookies: Bool
    /// The largest form read.
    static let largestForm = 16 * 1_024
    /// What `POST /settings/{action}` can do.
    static let actions: Set<String> = ["role", "add", "remove", "revoke"]

    /// Registers the routes.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("settings", use: show)
        for action in Self.actions.sorted() {
            router.post("settings/\(action)") { request, context in try await change(action, request, context) }
        }
    }

    /// `GET /settings`.
    @Sendable func show(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        switch await owner(request) {
        case .answered(let response): return response
        case .allowed(let session, let accounts):
            guard let notice = SettingsNotice.carried(by: request) else { return await page(session, accounts) }
            var response = await page(session, accounts, done: notice.sentence)
            response.setCookie(SettingsNotice.ended(secure: secureCookies))
            return response
        }
    }

    /// `POST /settings/{action}`: one change, then a redirect to the page saying what it did, or the page saying why not.
    func change(_ action: String, _ request: Request, _ context: some RemoteAddressRequestContext) async throws -> Response {
        let (session, accounts): (SignedInSession, any AccountStoreProtocol)
        switch await owner(request) {
        case .answered(let response): return response
        case .allowed(let allowed, let store): (session, accounts) = (allowed, store)
        }
        guard !RequestOrigin.isCrossSite(request) else {
            return Self.answer(.message(status: 403, heading: "Refused", message: "a change sent from another site is refused"))
        }
        guard let body = try? await request.body.collect(upTo: Self.largestForm) else {
            return Self.answer(.message(status: 413, heading: "Too large", message: "a settings form is at most \(Self.largestForm) bytes"))
        }
        let fields: [String: String]
        do {
            fields = try RecipeListQuery.formFields(String(buffer: body))
        } catch {
            return Self.answer(.message(status: 400, heading: "The form cannot be read", message: error.detail))
        }
        guard WriteAccess.constantTimeEqual(Array((fields["csrf"] ?? "").utf8), Array(session.csrf.utf8)) else {
            return Self.answer(.message(status: 403, heading: "Refused", message: "the form is not this session's (its CSRF token differs); reload the page"))
        }
        let name = fields["name"] ?? ""
        let request: AccountsRequest
        switch action {
        case "role":
            guard let role = Role(rawValue: fields["role"] ?? "") else { return await page(session, accounts, problem: "choose owner, editor or viewer", status: 422) }
            request = .setRole(name: name, role: role)
        case "add":
            guard let role = Role(rawValue: fields["role"] ?? "") else { return await page(session, accounts, problem: "choose owner, editor or viewer", status: 422) }
            request = .add(name: name, role: role, password: fields["password"] ?? "")
        case "remove":
            request = .remove(name: name)
        default:
            guard let id = Int(fields["id"] ?? "") else { return await page(session, accounts, problem: "no token named", status: 422) }
            request = .revokeToken(id: id)
        }
        let module = AccountsRouter.makeModule(store: accounts, hasher: hasher, digest: access.digest, view: nil, now: access.now)
        let presented = await module.present(request)
        switch presented {
        case .shown(let shown):
            guard let notice = SettingsNotice(shown) else { return await page(session, accounts, done: "Done.") }
            // Post, redirect, get: a reload of what the browser shows next sends nothing again. An owner who made
            // themselves an editor or viewer may no longer see /settings: their account page says what they are.
            let ownRole = action == "role" && name == session.account.name
            var response = Response(status: .seeOther, headers: [.location: ownRole ? "/account" : "/settings", .cacheControl: "no-store"])
            if !ownRole { response.setCookie(notice.cookie(secure: secureCookies)) }
            return response
        case .failed(let failure, let message):
            let status = switch failure {
            case .store(let error) where error.kind == .invalid: 422
            case .store(let error) where error.kind == .notFound: 404
            case .store(let error) where error.kind == .unavailable: 503
            case .store(let error) where error.kind == .forbidden: 403
            case .store(let error) where error.kind == .unsupported: 400
            case .catalog: 503
            default: 409
            }
            return await page(session, accounts, problem: message, status: status)
        case .empty(let message): return await page(session, accounts, problem: message, status: 409)
        }
    }

    enum Gate {
        case allowed(SignedInSession, any AccountStoreProtocol)
        case answered(Response)
    }

    /// The signed-in owner, or the answer for anyone else.
    private func owner(_ request: Request) async -> Gate {
        guard let accounts = access.accounts, access.sessions != nil else {
            return .answered(Self.answer(.message(status: 404, heading: "No household here", message: "this service keeps no users; serve a store")))
        }
        var session: SignedInSession?
        if let cookie = request.cookies[SessionCookie.name]?.value { session = try? await access.signedIn(cookie) }
        guard let session else {
            return .answered(Response(status: .seeOther, headers: [.location: SignInController.signInAddress(returningTo: "/settings"), .cacheControl: "no-store"]))
        }
        guard session.account.role.mayManageAccounts else {
            return .answered(Self.answer(.message(
                status: 403, heading: "Owners only", message: "you are signed in as \(session.account.name), who \(session.account.role.summary); only an owner manages the household")))
        }
        return .allowed(session, accounts)
    }

    private func page(_ session: SignedInSession, _ accounts: any AccountStoreProtocol, done: String? = nil, problem: String? = nil, status: Int = 200) async -> Response {
        do {
            let (users, tokens) = (try await accounts.accounts(), try await accounts.tokens())
            return Self.answer(SettingsPageView(csrf: session.csrf).page(accounts: users, tokens: tokens, done: done, problem: problem, status: status))
        } catch {
            return Self.answer(.message(status: 503, heading: "The household cannot be read", message: error.message))
        }
    }

    private static func answer(_ page: WebPage) -> Response {
        PageResponses.uncached(page)
    }
}
