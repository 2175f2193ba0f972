import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import RecipesCodecs
import RecipesKit

/// The catalog's routes, generic over where the catalog comes from.
struct RecipesController<Repository: CatalogRepository> {
    let repository: Repository
    /// Who may write: the bearer token, or none (then the service is read-only).
    let writeAccess: WriteAccess
    /// The largest request body accepted.
    let bodyLimit: Int
    /// Recent answers to `GET /recipes`.
    let answers: ResponseCache

    /// Registers the routes; `APIMiddleware` answers other methods on their paths with 405.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("recipes.json", use: catalog)
        router.get("recipes", use: list)
        router.post("recipes", use: create)
        router.get("recipes/:slug", use: show)
        router.put("recipes/:slug", use: replace)
        router.delete("recipes/:slug", use: delete)
        router.get("health", use: health)
        router.get("tags", use: tags)
        router.get("openapi.json", use: openAPI)
    }

    /// `GET /recipes.json`: the whole catalog in the wire format, as the original app's facade asks for it.
    @Sendable func catalog(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/recipes.json")
        return try await loadSnapshot().catalogBody.response(to: request)
    }

    /// `GET /health`: whether this replica should get traffic, and how many recipes it has; answered from the
    /// snapshot there is, never waiting on the store, and whether new queries go through its index yet. 503 with the reason when it has fallen behind the others.
    @Sendable func health(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/health")
        if let problem = repository.healthProblem {
            throw APIError(.serviceUnavailable, detail: problem)
        }
        let snapshot: CatalogSnapshot
        if let current = repository.currentSnapshot {
            snapshot = current
        } else {
            snapshot = try await loadSnapshot()
        }
        let body = "{\"status\": \"ok\", \"recipes\": \(snapshot.recipes.count), \"indexed\": \(snapshot.isIndexed)}\n"
        return JSONBody(Array(body.utf8)).response(to: request)
    }

    /// `GET /tags`: every tag with its recipe count, most used first, through the same module as `recipes tags`.
    @Sendable func tags(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/tags")
        let snapshot = try await loadSnapshot()
        // Counting reads every recipe: the answer is kept with the list answers, until the catalog changes.
        answers.use(catalog: snapshot.catalogETag)
        let key = snapshot.catalogETag + "#tags"
        if let cached = answers.entry(for: key) { return cached.body.response(to: request, headers: cached.headers) }
        let body: JSONBody
        switch await TagListRouter.makeModule(dependencies: snapshot.dependencies, view: nil).present() {
        case .shown(let tags): body = JSONBody(TagListEncoder.encode(tags))
        case .empty: body = JSONBody(Array("[]\n".utf8))
        case .failed(_, let message): throw APIError(.internalServerError, detail: message)
        }
        answers.store(ResponseCache.Entry(body: body, headers: [:]), for: key, catalog: snapshot.catalogETag)
        return body.response(to: request)
    }

    /// `GET /openapi.json`: the OpenAPI 3.1 description of these routes (`JSON/openapi.json`).
    @Sendable func openAPI(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/openapi.json")
        return OpenAPIDocument.body.response(to: request)
    }

    /// `GET /recipes?…`: filtered, searched, sorted and paged through the same module as the CLI's commands.
    @Sendable func list(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let snapshot = try await loadSnapshot()
        // A repeated query is answered before it is even parsed: same catalog, same query, same answer.
        answers.use(catalog: snapshot.catalogETag)
        let key = snapshot.catalogETag + "?" + (request.uri.query ?? "")
        if let cached = answers.entry(for: key) {
            return cached.body.response(to: request, headers: cached.headers)
        }
        let query: RecipeListQuery
        do {
            query = try RecipeListQuery(rawQuery: request.uri.query)
        } catch {
            throw APIError(.badRequest, detail: error.detail)
        }
        var listRequest = query.request
        // A page past the end still says how many match, and links back: a client that reads 0 stops paging.
        listRequest.showsPagesPastTheEnd = true
        var dependencies = snapshot.dependencies
        if let sort = query.personalSort {
            // Each person's own order: read from their marks, answered to them alone, never kept for others.
            let principal = try await writeAccess.identified(request, context: context, for: "sort=\(sort.rawValue)")
            let marks = try await Self.marks(of: principal.person, in: repository)
            dependencies = snapshot.dependencies(orderedBy: sort, marks: PersonalMarks(marks))
            listRequest.ordering = .catalog
        }
        // The service answers from what the presenter returns; it has no view to draw on as the module runs.
        let module = RecipeListRouter.makeModule(dependencies: dependencies, view: nil)
        let presented = await module.present(listRequest)
        let entry: ResponseCache.Entry
        switch presented {
        case .shown(let list):
            entry = ResponseCache.Entry(
                body: JSONBody(CatalogEncoder().encode(list.recipes)),
                headers: Self.headers(for: request.uri, page: query.page, total: list.totalCount))
        case .empty:
            entry = ResponseCache.Entry(
                body: JSONBody(CatalogEncoder().encode([Recipe]())), headers: Self.headers(for: request.uri, page: query.page, total: 0))
        case .failed(_, let message):
            throw APIError(.internalServerError, detail: message)
        }
        guard query.personalSort == nil else {
            var response = entry.body.response(to: request, headers: entry.headers)
            response.headers[.cacheControl] = "private, no-cache"
            response.headers[.vary] = PersonalController<Repository>.vary
            return response
        }
        answers.store(entry, for: key, catalog: snapshot.catalogETag)
        return entry.body.response(to: request, headers: entry.headers)
    }

    /// `person`'s marks, for a list in their own order; none when the catalog keeps none.
    static func marks(of person: Person, in repository: Repository) async throws(APIError) -> [PersonalRecipe] {
        guard let personal = repository.personal else { return [] }
        return try await APIError.answering { () async throws(CatalogStoreError) in try await personal.marks(of: person) }
    }

    /// `GET /recipes/{slug}`: one recipe object.
    @Sendable func show(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/recipes/{slug}")
        let snapshot = try await loadSnapshot()
        guard let body = snapshot.recipeBody(slug: slug) else {
            throw APIError(.notFound, detail: "no recipe with slug '\(slug)'")
        }
        return body.response(to: request)
    }

    func loadSnapshot() async throws(APIError) -> CatalogSnapshot {
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
        // The query is written again from its decoded parameters, each percent-encoded: a value holding ">" or ","
        // must not end the link, nor add one of its own.
        let kept = RecipeListQuery.decodedPairs(uri.query).filter { $0.0 != "offset" }
        func url(offset: Int) -> String {
            let parameters = (kept + [("offset", String(offset))]).map { Self.encoded($0.0) + "=" + Self.encoded($0.1) }
            return "<\(Self.encoded(uri.path, keeping: "/"))?\(parameters.joined(separator: "&"))>"
        }
        if page.offset + limit < total { links.append("\(url(offset: page.offset + limit)); rel=\"next\"") }
        if page.offset > 0 {
            // From past the end, back to the last page that has recipes, not to another empty one.
            let back = page.offset >= total && total > 0 ? (total - 1) / limit * limit : max(0, page.offset - limit)
            links.append("\(url(offset: back)); rel=\"prev\"")
        }
        return links.isEmpty ? nil : links.joined(separator: ", ")
    }

    /// `text` percent-encoded but for RFC 3986's unreserved characters (and `keeping`).
    static func encoded(_ text: String, keeping: String = "") -> String {
        var allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        allowed.insert(charactersIn: keeping)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}

extension HTTPField.Name {
    /// How many recipes matched before paging.
    static let xTotalCount = Self(valid: "X-Total-Count")
    /// Web links to other pages (RFC 8288).
    static let link = Self(valid: "Link")

    /// A field name known at compile time to be a valid token.
    init(valid name: String) {
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
