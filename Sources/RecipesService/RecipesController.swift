import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import RecipesKit

/// The catalog's routes, generic over where the catalog comes from.
struct RecipesController<Repository: CatalogRepository> {
    let repository: Repository
    /// Who may write: the bearer token, or none (then the service is read-only).
    let writeAccess: WriteAccess
    /// The largest request body accepted.
    let bodyLimit: Int
    let answers = ResponseCache()

    /// Registers the routes, and 405 answers for the methods they do not take.
    func addRoutes(to router: Router<some RequestContext>) {
        router.get("recipes.json", use: catalog)
        router.get("recipes", use: list)
        router.post("recipes", use: create)
        router.get("recipes/:slug", use: show)
        router.put("recipes/:slug", use: replace)
        router.delete("recipes/:slug", use: delete)
        router.get("health", use: health)
        router.get("openapi.json", use: openAPI)
        for path in ["recipes.json", "health", "openapi.json"] {
            router.refuseMethods(at: RouterPath(path), allowing: [.get, .head])
        }
        router.refuseMethods(at: "recipes", allowing: [.get, .head, .post])
        router.refuseMethods(at: "recipes/:slug", allowing: [.get, .head, .put, .delete])
    }

    /// `GET /recipes.json`: the whole catalog in the wire format, as the original app's facade asks for it.
    @Sendable func catalog(_ request: Request, context: some RequestContext) async throws -> Response {
        try await loadSnapshot().catalogBody.response(to: request)
    }

    /// `GET /health`: whether the catalog is loaded, and how many recipes it has.
    @Sendable func health(_ request: Request, context: some RequestContext) async throws -> Response {
        let snapshot = try await loadSnapshot()
        return JSONBody(Array("{\"status\": \"ok\", \"recipes\": \(snapshot.recipes.count)}\n".utf8)).response(to: request)
    }

    /// `GET /openapi.json`: the OpenAPI 3.1 description of these routes (`JSON/openapi.json`).
    @Sendable func openAPI(_ request: Request, context: some RequestContext) async throws -> Response {
        OpenAPIDocument.body.response(to: request)
    }

    /// `GET /recipes?…`: filtered, searched, sorted and paged through the same module as the CLI's commands.
    @Sendable func list(_ request: Request, context: some RequestContext) async throws -> Response {
        let snapshot = try await loadSnapshot()
        // A repeated query is answered before it is even parsed: same catalog, same query, same answer.
        let key = snapshot.catalogBody.etag + "?" + (request.uri.query ?? "")
        if let cached = answers.entry(for: key) {
            return cached.body.response(to: request, headers: cached.headers)
        }
        let query: RecipeListQuery
        do {
            query = try RecipeListQuery(rawQuery: request.uri.query)
        } catch {
            throw APIError(.badRequest, detail: error.detail)
        }
        let view = ResponseView()
        let facade = InMemoryFacade(recipes: snapshot.recipes, sourceDescription: snapshot.source)
        let module = await RecipeListRouter.makeModule(request: query.request, view: view, facade: facade)
        _ = await module.fetchRecipes()
        let entry: ResponseCache.Entry
        switch view.result {
        case .list(let list):
            entry = ResponseCache.Entry(
                body: JSONBody(CatalogEncoder().encode(list.recipes)),
                headers: Self.headers(for: request.uri, page: query.page, total: list.totalCount))
        case .empty, nil:
            entry = ResponseCache.Entry(body: JSONBody(CatalogEncoder().encode([Recipe]())), headers: [.xTotalCount: "0"])
        case .error(let message):
            throw APIError(.internalServerError, detail: message)
        }
        answers.store(entry, for: key)
        return entry.body.response(to: request, headers: entry.headers)
    }

    /// `GET /recipes/{slug}`: one recipe object.
    @Sendable func show(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        let snapshot = try await loadSnapshot()
        guard let body = snapshot.recipeBody(slug: slug) else {
            throw APIError(.notFound, detail: "no recipe with slug '\(slug)'")
        }
        return body.response(to: request)
    }

    /// `POST /recipes`: adds one recipe; 201 with its `Location` once committed.
    @Sendable func create(_ request: Request, context: some RequestContext) async throws -> Response {
        try authorize(request)
        let recipe = try await submittedRecipe(request, context: context)
        let stored = try await perform { () async throws(CatalogStoreError) in try await repository.add(recipe) }
        return stored.response(status: .created, headers: [.location: "/recipes/\(stored.slug)"])
    }

    /// `PUT /recipes/{slug}`: replaces a recipe (its name may change, and its slug with it).
    @Sendable func replace(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try authorize(request)
        let recipe = try await submittedRecipe(request, context: context)
        let expected = JSONBody.revisions(ifMatch: request.headers[values: .ifMatch])
        let stored = try await perform { () async throws(CatalogStoreError) in
            try await repository.replace(slug: slug, with: recipe, expecting: request.headers[.ifMatch] == nil ? nil : expected)
        }
        return stored.response(status: .ok, headers: stored.slug == slug ? [:] : [.contentLocation: "/recipes/\(stored.slug)"])
    }

    /// `DELETE /recipes/{slug}`: removes a recipe; 204.
    @Sendable func delete(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try authorize(request)
        let expected = JSONBody.revisions(ifMatch: request.headers[values: .ifMatch])
        _ = try await perform { () async throws(CatalogStoreError) in
            try await repository.remove(slug: slug, expecting: request.headers[.ifMatch] == nil ? nil : expected)
        }
        return Response(status: .noContent)
    }

    /// Refuses a write unless this catalog takes writes and the request carries the token.
    private func authorize(_ request: Request) throws(APIError) {
        if let reason = repository.readOnlyReason { throw APIError(.forbidden, detail: reason) }
        switch writeAccess.check(authorization: request.headers[.authorization]) {
        case .allowed:
            return
        case .disabled:
            throw APIError(
                .forbidden,
                detail: "writes are disabled: start the server with --token-file FILE or RECIPES_TOKEN set to enable them")
        case .missing:
            throw APIError(
                .unauthorized, detail: "writes need an Authorization: Bearer <token> header",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\""])
        case .wrong:
            throw APIError(
                .unauthorized, detail: "the bearer token is not the one this server was started with",
                headers: [.wwwAuthenticate: "Bearer realm=\"recipes\", error=\"invalid_token\""])
        }
    }

    /// The request body as one valid recipe, or 413 or 422 saying what is wrong (any Content-Type: `curl -d` sends a form type).
    private func submittedRecipe(_ request: Request, context: some RequestContext) async throws -> Recipe {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: bodyLimit)
        } catch {
            throw APIError(.contentTooLarge, detail: "request bodies are limited to \(bodyLimit) bytes")
        }
        do {
            return try RecipeValidator.recipes(from: Data(buffer: body), allowArray: false)[0]
        } catch {
            throw APIError(.unprocessableContent, detail: error.message, issues: error.issues)
        }
    }

    /// Runs a store write, answering its refusals with their HTTP statuses.
    private func perform(_ write: () async throws(CatalogStoreError) -> StoredRecipe) async throws(APIError) -> StoredRecipe {
        do {
            return try await write()
        } catch {
            let status: HTTPResponse.Status = switch error.kind {
            case .invalid: .unprocessableContent
            case .duplicate: .conflict
            case .notFound: .notFound
            case .conflict: .preconditionFailed
            case .unavailable: .serviceUnavailable
            case .forbidden: .forbidden
            }
            throw APIError(status, detail: error.message, issues: error.issues)
        }
    }

    private func loadSnapshot() async throws(APIError) -> CatalogSnapshot {
        do {
            return try await repository.snapshot()
        } catch {
            throw APIError(.serviceUnavailable, detail: error.description)
        }
    }

    /// `X-Total-Count`, and `Link` when the list is paged.
    static func headers(for uri: URI, page: RecipePage, total: Int) -> HTTPFields {
        var headers: HTTPFields = [.xTotalCount: String(total)]
        if let link = link(for: uri, page: page, total: total) { headers[.link] = link }
        return headers
    }

    /// `Link` with rel="next" and rel="prev" pages, when the list is paged.
    static func link(for uri: URI, page: RecipePage, total: Int) -> String? {
        guard let limit = page.limit else { return nil }
        var links: [String] = []
        func url(offset: Int) -> String {
            var parameters = (uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("offset=") }.map(String.init)
            parameters.append("offset=\(offset)")
            return "<\(uri.path)?\(parameters.joined(separator: "&"))>"
        }
        if page.offset + limit < total { links.append("\(url(offset: page.offset + limit)); rel=\"next\"") }
        if page.offset > 0 { links.append("\(url(offset: max(0, page.offset - limit))); rel=\"prev\"") }
        return links.isEmpty ? nil : links.joined(separator: ", ")
    }
}

extension StoredRecipe {
    /// The recipe as the API answers a write: its JSON, with the ETag a later `If-Match` should send.
    func response(status: HTTPResponse.Status, headers extra: HTTPFields) -> Response {
        let body = JSONBody(CatalogEncoder().encode(recipe), version: JSONBody.recipeVersion(revision))
        var response = Response.json(Array(buffer: body.bytes), status: status)
        response.headers[.eTag] = body.etag
        response.headers.append(contentsOf: extra)
        return response
    }
}

extension HTTPField.Name {
    /// How many recipes matched before paging.
    static let xTotalCount = Self(valid: "X-Total-Count")
    /// Web links to other pages (RFC 8288).
    static let link = Self(valid: "Link")

    /// A field name known at compile time to be a valid token.
    private init(valid name: String) {
        guard let field = Self(name) else { preconditionFailure("\(name) is not a valid HTTP field name") }
        self = field
    }
}

extension Response {
    /// A JSON response with `bytes` as its body, for answers that need no validator (errors).
    static func json(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
