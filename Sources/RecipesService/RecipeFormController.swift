import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit
import RecipesWeb

/// Writing recipes from the browser: `/new`, `/recipe/{slug}/edit` and `/recipe/{slug}/delete`, for signed-in
/// editors and owners. Every form carries the session's CSRF token; an edit or a delete carries the revision it
/// started from and the store's identity (`FormRevision`), so a recipe changed meanwhile, or another store's, is never
/// overwritten without the user choosing to.
struct RecipeFormController<Repository: CatalogRepository> {
    let repository: Repository
    let access: WriteAccess
    /// The largest form read.
    let bodyLimit: Int
    /// Fetches pages to import from by address; nil where the server fetches none.
    var pages: (any PageFetchingProtocol)? = nil
    /// The largest picture uploaded with a form, in bytes.
    var uploadLimit = PictureRules.largestUpload

    /// Registers the routes.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("new", use: newForm)
        router.post("new", use: create)
        router.get("recipe/:slug/edit", use: editForm)
        router.post("recipe/:slug/edit", use: edit)
        router.get("recipe/:slug/delete", use: deleteForm)
        router.post("recipe/:slug/delete", use: delete)
        router.get("import", use: importForm)
        router.post("import", use: importPage)
    }

    /// `GET /new`: an empty form.
    @Sendable func newForm(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let session: SignedInSession
        switch await gate(request, path: "/new") {
        case .allowed(let allowed): session = allowed
        case .answered(let response): return response
        }
        return Self.page(RecipeFormPageView(csrf: session.csrf).form(heading: "New recipe", action: "/new", form: RecipeForm(), cancel: "/"))
    }

    /// `POST /new`: the form read back (Preview), or saved and a `303` to the new recipe's page.
    @Sendable func create(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let (session, fields, sent): (SignedInSession, [String: String], MultipartForm.File?)
        switch await posted(request, path: "/new") {
        case .allowed(let allowed, let posted, let picture): (session, fields, sent) = (allowed, posted, picture)
        case .answered(let response): return response
        }
        let view = RecipeFormPageView(csrf: session.csrf)
        let form = RecipeForm(fields: fields)
        var (recipe, problems) = form.read()
        let picture = checked(sent, problems: &problems)
        if fields["action"] == "preview" || !problems.isEmpty {
            return Self.page(view.form(
                heading: "New recipe", action: "/new", form: form, problems: problems, preview: recipe, cancel: "/",
                notes: Self.pictureNotes(sent, preview: fields["action"] == "preview"), status: problems.isEmpty ? 200 : 422))
        }
        do {
            let stored = try await repository.add([recipe])
            return await saved(picture, at: stored.first?.slug ?? recipe.baseSlug)
        } catch {
            return Self.page(view.form(
                heading: "New recipe", action: "/new", form: form, problems: Self.problems(error), preview: recipe, cancel: "/",
                status: Self.status(error)))
        }
    }

    /// `GET /recipe/{slug}/edit`: the form filled in, with the recipe's revision.
    @Sendable func editForm(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        let session: SignedInSession
        switch await gate(request, path: "/recipe/\(slug)/edit") {
        case .allowed(let allowed): session = allowed
        case .answered(let response): return response
        }
        guard let snapshot = try? await repository.snapshot(), let recipe = snapshot.recipe(slug: slug) else { return Self.noRecipe(slug) }
        return Self.page(RecipeFormPageView(csrf: session.csrf).form(
            heading: "Edit \(recipe.name)", action: "/recipe/\(slug)/edit", form: RecipeForm(recipe: recipe),
            revision: snapshot.revision(slug: slug).map { FormRevision(revision: $0, store: snapshot.storeIdentity).field },
            cancel: "/recipe/\(slug)"))
    }

    /// `POST /recipe/{slug}/edit`: saved against the revision the form started from (`303` to the recipe, under its
    /// new address when renamed); when the recipe changed meanwhile, both versions to choose from (`409`).
    @Sendable func edit(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        let action = "/recipe/\(slug)/edit"
        let (session, fields, sent): (SignedInSession, [String: String], MultipartForm.File?)
        switch await posted(request, path: action) {
        case .allowed(let allowed, let posted, let picture): (session, fields, sent) = (allowed, posted, picture)
        case .answered(let response): return response
        }
        let view = RecipeFormPageView(csrf: session.csrf)
        let form = RecipeForm(fields: fields)
        guard let revision = FormRevision(field: fields["revision"]) else { return Self.noRevision(slug) }
        var (recipe, problems) = form.read()
        let picture = checked(sent, problems: &problems)
        if fields["action"] == "preview" || !problems.isEmpty {
            return Self.page(view.form(
                heading: "Edit \(form.name.trimmed.isEmpty ? slug : form.name.trimmed)", action: action, form: form, problems: problems,
                preview: recipe, revision: revision.field, cancel: "/recipe/\(slug)", notes: Self.pictureNotes(sent, preview: fields["action"] == "preview"),
                status: problems.isEmpty ? 200 : 422))
        }
        do {
            let expected = revision.expected(in: try await repository.storeIdentity())
            let stored = try await repository.replace(slug: slug, with: recipe, expecting: expected)
            return await saved(picture, at: stored.slug)
        } catch where error.kind == .conflict {
            // The store has what this replica may not have seen yet: the version to show is read after it.
            repository.storeChanged()
            guard let snapshot = try? await repository.snapshot(), let theirs = snapshot.recipe(slug: slug),
                  let current = snapshot.revision(slug: slug) else { return Self.noRecipe(slug) }
            return Self.page(view.conflict(
                action: action, mine: form, theirs: theirs, slug: slug, revision: FormRevision(revision: current, store: snapshot.storeIdentity).field))
        } catch where error.kind == .notFound {
            return Self.noRecipe(slug)
        } catch {
            return Self.page(view.form(
                heading: "Edit \(slug)", action: action, form: form, problems: Self.problems(error), preview: recipe, revision: revision.field,
                cancel: "/recipe/\(slug)", status: Self.status(error)))
        }
    }

    /// `GET /recipe/{slug}/delete`: are you sure?
    @Sendable func deleteForm(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        let session: SignedInSession
        switch await gate(request, path: "/recipe/\(slug)/delete") {
        case .allowed(let allowed): session = allowed
        case .answered(let response): return response
        }
        guard let snapshot = try? await repository.snapshot(), let recipe = snapshot.recipe(slug: slug) else { return Self.noRecipe(slug) }
        return Self.page(RecipeFormPageView(csrf: session.csrf).confirmDelete(
            name: recipe.name, action: "/recipe/\(slug)/delete",
            revision: FormRevision(revision: snapshot.revision(slug: slug) ?? 0, store: snapshot.storeIdentity).field, cancel: "/recipe/\(slug)"))
    }

    /// `POST /recipe/{slug}/delete`: removes the recipe when it is still the revision confirmed; `303` to `/`.
    @Sendable func delete(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        let fields: [String: String]
        switch await posted(request, path: "/recipe/\(slug)/delete") {
        case .allowed(_, let posted, _): fields = posted
        case .answered(let response): return response
        }
        guard let revision = FormRevision(field: fields["revision"]) else { return Self.noRevision(slug) }
        do {
            _ = try await repository.remove(slug: slug, expecting: revision.expected(in: try await repository.storeIdentity()))
            return Self.redirect(to: "/")
        } catch {
            let message = error.kind == .conflict ? "it changed after you asked to delete it; look at it again first" : error.message
            return Self.page(.message(status: Self.status(error), heading: "Not deleted", message: message))
        }
    }

    /// What a request may do before its form is looked at.
    enum Gate {
        case allowed(SignedInSession)
        case answered(Response)
    }

    /// The signed-in editor, or the answer for anyone else: to the sign-in form, or a page saying why not.
    func gate(_ request: Request, path: String) async -> Gate {
        if let reason = repository.readOnlyReason { return .answered(Self.page(.message(status: 403, heading: "This catalog is read-only", message: reason))) }
        guard access.sessions != nil else {
            return .answered(Self.page(.message(status: 404, heading: "No sign-in here", message: "this service keeps no users; serve a store to write from the browser")))
        }
        var session: SignedInSession?
        if let cookie = request.cookies[SessionCookie.name]?.value {
            do {
                session = try await access.signedIn(cookie)
            } catch {
                return .answered(Self.page(.message(status: 503, heading: "Sign-in is unavailable", message: error.message)))
            }
        }
        guard let session else {
            return .answered(Self.redirect(to: SignInController.signInAddress(returningTo: path)))
        }
        guard session.account.role.mayWrite else {
            let role = session.account.role
            return .answered(Self.page(.message(
                status: 403, heading: "Viewers do not write",
                message: "you are signed in as \(session.account.name), a \(role.rawValue), who \(role.summary); an owner can make you an editor")))
        }
        return .allowed(session)
    }

    /// What a posted form may do: `gate`, then from this site, within the size limit, with the session's CSRF token.
    enum Posted {
        /// The session, the form's text fields, and the picture it sent (a `multipart/form-data` form's `picture`).
        case allowed(SignedInSession, [String: String], picture: MultipartForm.File?)
        case answered(Response)
    }

    func posted(_ request: Request, path: String) async -> Posted {
        let session: SignedInSession
        switch await gate(request, path: path) {
        case .allowed(let allowed): session = allowed
        case .answered(let response): return .answered(response)
        }
        if RequestOrigin.isCrossSite(request) {
            return .answered(Self.page(.message(status: 403, heading: "Refused", message: "a form sent from another site is refused")))
        }
        // Read only now, for a signed-in editor: a form with a picture may be larger than any other body.
        let boundary = MultipartForm.boundary(of: request.headers[.contentType])
        let limit = boundary == nil ? bodyLimit : bodyLimit + uploadLimit
        guard let body = try? await request.body.collect(upTo: limit) else {
            return .answered(Self.page(.message(status: 413, heading: "Too large", message: boundary == nil
                ? "a form is at most \(bodyLimit) bytes (--max-body-size)"
                : "a form with a picture is at most \(limit) bytes (--max-body-size and --max-upload-size)")))
        }
        var fields: [String: String]
        var picture: MultipartForm.File?
        if let boundary {
            do {
                // The text is held to the size of any other form; only a file may take more.
                let form = try MultipartForm(body: Array(buffer: body), boundary: boundary, textLimit: bodyLimit)
                (fields, picture) = (form.fields, form.files["picture"])
            } catch where error.isTooLarge {
                return .answered(Self.page(.message(status: 413, heading: "Too large", message: "\(error.message) (--max-body-size)")))
            } catch {
                return .answered(Self.page(.message(status: 400, heading: "The form cannot be read", message: error.message)))
            }
        } else {
            do {
                fields = try RecipeListQuery.formFields(String(buffer: body))
            } catch {
                return .answered(Self.page(.message(status: 400, heading: "The form cannot be read", message: error.detail)))
            }
        }
        guard WriteAccess.constantTimeEqual(Array((fields["csrf"] ?? "").utf8), Array(session.csrf.utf8)) else {
            return .answered(Self.page(.message(status: 403, heading: "Refused", message: "the form is not this session's (its CSRF token differs); reload the page and try again")))
        }
        return .allowed(session, fields, picture: picture)
    }

    /// Each store refusal beside the field it is about.
    private static func problems(_ error: CatalogStoreError) -> [String: [String]] {
        switch error.kind {
        case .duplicate: return ["name": [error.message]]
        case .invalid where !error.issues.isEmpty:
            return Dictionary(grouping: error.issues, by: { RecipeForm.field(of: $0.path) }).mapValues { $0.map(\.message) }
        default: return ["name": [error.message]]
        }
    }

    private static func status(_ error: CatalogStoreError) -> Int {
        switch error.kind {
        case .invalid: 422
        case .duplicate, .conflict: 409
        case .notFound: 404
        case .forbidden: 403
        case .unsupported: 400
        case .unavailable: 503
        }
    }

    /// An edit or delete that does not say which version it started from is refused, never applied to whatever is there.
    private static func noRevision(_ slug: String) -> Response {
        page(.message(status: 422, heading: "Not saved", message: "the form does not say which version of '\(slug)' it started from; open it again from the recipe's page"))
    }

    private static func noRecipe(_ slug: String) -> Response {
        page(.message(status: 404, heading: "No such recipe", message: "no recipe has the address '\(slug)'"))
    }

    static func page(_ page: WebPage) -> Response {
        PageResponses.uncached(page)
    }

    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
}
