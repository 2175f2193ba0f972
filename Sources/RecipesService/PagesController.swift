import Foundation
import HTTPTypes
import Hummingbird
import RecipesKit
import RecipesWeb

/// The web pages: the catalog and each recipe, rendered on the server from the same list and detail modules as the
/// JSON API and the CLI, and the one stylesheet.
struct PagesController<Repository: CatalogRepository> {
    let repository: Repository
    /// Pages already rendered for this catalog: a repeated view costs a lookup, not a pass over the catalog.
    let answers = ResponseCache()

    /// Registers `/`, `/recipe/{slug}` and `/assets/{file}`.
    func addRoutes(to router: Router<some RequestContext>) {
        router.get("/", use: catalog)
        router.get("recipe/:slug", use: recipe)
        router.get("assets/:file", use: asset)
    }

    /// `GET /`: the catalog page for the query in the URL (`q`, `ingredient`, `exclude`, `maxTime`, `sort`, `limit`,
    /// `offset`, the parameters of `GET /recipes`); empty form fields are left out.
    @Sendable func catalog(_ request: Request, context: some RequestContext) async throws -> Response {
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        if let cached = cached(request, snapshot: snapshot) { return cached }
        let pairs = Self.pairs(request.uri.query).filter { !$0.1.isEmpty }
        let query: RecipeListQuery
        do {
            query = try RecipeListQuery(rawQuery: Self.rawQuery(pairs))
        } catch {
            return Self.html(.message(status: 400, heading: "That search cannot be read", message: error.detail), to: request)
        }
        var form = CatalogForm()
        for (name, value) in pairs {
            switch name {
            case "q": form.q = value
            case "ingredient": form.ingredient = value
            case "exclude": form.exclude = value
            case "maxTime": form.maxTime = value
            case "sort": form.sort = value
            default: break
            }
        }
        form.limit = query.page.limit ?? CatalogForm.pageSize
        form.offset = query.page.offset
        var listRequest = query.request
        listRequest.page = RecipePage(offset: form.offset, limit: form.limit)
        let view = CatalogPageView(form: form)
        let facade = InMemoryFacade(recipes: snapshot.recipes, sourceDescription: snapshot.source)
        _ = await RecipeListRouter.makeModule(request: listRequest, view: view, facade: facade).fetchRecipes()
        return answer(view.page ?? Self.unavailable, to: request, snapshot: snapshot)
    }

    /// `GET /recipe/{slug}`: one recipe, scaled by `scale` (`2`, `1/2`) or to `servings`, in `units` (`metric`, `us`).
    @Sendable func recipe(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        if let cached = cached(request, snapshot: snapshot) { return cached }
        var scale: Fraction?
        var servings: Int?
        var units: UnitSystem?
        for (name, value) in Self.pairs(request.uri.query) where !value.isEmpty {
            switch name {
            case "scale":
                guard let parsed = Fraction(parsing: value), parsed.doubleValue > 0, parsed.doubleValue <= 1000 else {
                    return Self.html(.message(status: 400, heading: "That scale cannot be used",
                                              message: "scale must be a number above 0 and at most 1000, such as 2 or 1/2; got '\(value)'"), to: request)
                }
                scale = parsed.doubleValue == 1 ? nil : parsed
            case "servings":
                guard let parsed = Int(value), (1...10_000).contains(parsed) else {
                    return Self.html(.message(status: 400, heading: "Those servings cannot be used",
                                              message: "servings must be a whole number from 1 to 10000; got '\(value)'"), to: request)
                }
                servings = parsed
            case "units":
                guard let parsed = UnitSystem(rawValue: value) else {
                    return Self.html(.message(status: 400, heading: "Those units cannot be used",
                                              message: "units must be metric or us; got '\(value)'"), to: request)
                }
                units = parsed
            default:
                return Self.html(.message(status: 400, heading: "That address cannot be read",
                                          message: "\(name) is not a parameter of this page; known: scale, servings, units"), to: request)
            }
        }
        guard let recipe = snapshot.recipe(slug: slug) else {
            return Self.html(.message(status: 404, heading: "No such recipe", message: "no recipe has the address '\(slug)'"), to: request)
        }
        let view = RecipePageView(slug: slug, units: units)
        _ = await RecipeDetailRouter.makeModule(
            name: recipe.name, showsTimers: true, scale: scale, servings: servings, units: units, view: view,
            facade: InMemoryFacade(recipes: [recipe], sourceDescription: snapshot.source)
        ).fetchRecipe()
        return answer(view.page ?? Self.unavailable, to: request, snapshot: snapshot)
    }

    /// `GET /assets/{file}`: the stylesheet under its digest name, cacheable for a year; any other name is 404.
    @Sendable func asset(_ request: Request, context: some RequestContext) async throws -> Response {
        guard try context.parameters.require("file") == Stylesheet.fileName else {
            return Self.html(.message(status: 404, heading: "Not found", message: "no such file"), to: request)
        }
        return PageResponses.stylesheet.response(
            to: request, contentType: "text/css; charset=utf-8", cacheControl: "public, max-age=31536000, immutable")
    }

    private func snapshot() async -> CatalogSnapshot? {
        try? await repository.snapshot()
    }

    /// The page already rendered for this address and catalog, if any.
    private func cached(_ request: Request, snapshot: CatalogSnapshot) -> Response? {
        answers.use(catalog: snapshot.catalogBody.etag)
        return answers.entry(for: Self.key(request)).map { PageResponses.response($0.body, to: request) }
    }

    /// Answers with `page`, keeping it for the next request of the same address when it is a 200.
    private func answer(_ page: WebPage, to request: Request, snapshot: CatalogSnapshot) -> Response {
        guard page.status == 200 else { return Self.html(page, to: request) }
        let body = JSONBody(Array(page.html.utf8))
        answers.store(ResponseCache.Entry(body: body, headers: [:]), for: Self.key(request))
        return PageResponses.response(body, to: request)
    }

    private static func key(_ request: Request) -> String {
        request.uri.path + "?" + (request.uri.query ?? "")
    }

    static var unavailable: WebPage { PageResponses.unavailable }

    static func html(_ page: WebPage, to request: Request) -> Response {
        PageResponses.html(page, to: request)
    }

    /// The decoded name–value pairs of a raw query string (`+` is a space).
    static func pairs(_ rawQuery: String?) -> [(String, String)] {
        RecipeListQuery.decodedPairs(rawQuery)
    }

    private static func rawQuery(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

extension HTTPField.Name {
    /// No address sent to other sites (HTTPTypes names Content-Security-Policy and X-Content-Type-Options itself).
    static let referrerPolicy = Self(valid: "Referrer-Policy")
}
