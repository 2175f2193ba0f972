import Foundation
import HTTPTypes
import Hummingbird
import RecipesKit
import RecipesWeb

/// The web pages: the catalog and each recipe, rendered on the server from the same list and detail modules as the
/// JSON API and the CLI, and the one stylesheet.
struct PagesController<Repository: CatalogRepository> {
    let repository: Repository
    /// Whether pages offer the favorite star: only when the service takes writes.
    let favoritesEnabled: Bool
    /// Pages already rendered for this catalog: a repeated view costs a lookup, not a pass over the catalog.
    let answers: ResponseCache
    /// Today, where the household is: what the week page starts from.
    let today: @Sendable () -> CalendarDay
    /// Who a request is, for the pages that show a person's own (their favorites, their order).
    let access: WriteAccess
    /// The first day of the week page's weeks, ISO-numbered (`ServiceConfiguration.firstWeekday`).
    var firstWeekday = 1

    /// The parameters of the catalog page: the API's filters, and `favorites`.
    static var catalogParameters: Set<String> {
        ["q", "ingredient", "exclude", "type", "maxTime", "sort", "limit", "offset", "any", "name", "favorites", "tag", "exclude-tag"]
    }
    /// The values a checkbox parameter may take.
    static var flags: [String: Bool] { ["1": true, "true": true, "on": true, "yes": true, "0": false, "false": false, "off": false, "no": false] }

    /// Registers `/`, `/recipe/{slug}`, `/shopping`, `/week` and `/assets/{file}`.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("/", use: catalog)
        router.get("recipe/:slug", use: recipe)
        // The page's own address without a recipe is a page too, not the API's JSON 404.
        router.get("recipe", use: noRecipe)
        router.get("shopping", use: shopping)
        router.get("week", use: week)
        router.get("assets/:file", use: asset)
        router.get("service-worker.js", use: serviceWorker)
        router.get("manifest.webmanifest", use: manifest)
    }

    /// `GET /`: the catalog page for the query in the URL (`q`, `ingredient`, `exclude`, `type`, `maxTime`, `sort`,
    /// `limit`, `offset`, the parameters of `GET /recipes`, and `favorites`); empty form fields are left out.
    @Sendable func catalog(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        var pairs = Self.pairs(request.uri.query).filter { !$0.1.isEmpty }
        if let odd = pairs.first(where: { $0.0 == "favorites" && !Self.flags.keys.contains($0.1.lowercased()) }) {
            return Self.html(.message(status: 400, heading: "That search cannot be read",
                                      message: "favorites must be on or off (or true, false, 1, 0, yes, no); got '\(odd.1)'"), to: request)
        }
        if let unknown = pairs.first(where: { !Self.catalogParameters.contains($0.0) }) {
            return Self.html(.message(status: 400, heading: "That search cannot be read",
                                      message: "\(unknown.0) is not a parameter of this page; known: \(Self.catalogParameters.sorted().joined(separator: ", "))"),
                             to: request)
        }
        let onlyFavorites = pairs.contains { $0.0 == "favorites" && Self.flags[$0.1.lowercased()] == true }
        pairs.removeAll { $0.0 == "favorites" }
        let personalSort = pairs.first { $0.0 == "sort" }.flatMap { PersonalSort(rawValue: $0.1) }
        var person = Person.household
        if onlyFavorites || personalSort != nil {
            do {
                person = try await access.identify(request, context: context)?.person ?? .household
            } catch {
                let heading = switch error.status.code {
                case 401: "Sign in again"
                case 429: "Too many tries"
                default: "Try again shortly"
                }
                return Self.html(.message(status: error.status.code, heading: heading, message: error.detail), to: request)
            }
            if personalSort != nil, person.isHousehold {
                return Self.html(.message(status: 401, heading: "Sign in to sort by your own marks",
                                          message: "ratings and cooking are each user's own: sign in at /login, then sort again"), to: request)
            }
        }
        // Favorites change without the catalog changing, so a favorites page is keyed by them too (and by whose).
        var favorites: [String] = []
        if onlyFavorites {
            do {
                favorites = try await FavoritesController.favorites(of: person, in: repository)
            } catch {
                return Self.html(.message(status: 503, heading: "The favorites cannot be read", message: error.detail), to: request)
            }
        }
        let cacheKey = Self.key(request) + (onlyFavorites ? "#" + person.key + "#" + favorites.joined(separator: "/") : "")
        // A user's favorites or order are theirs: never kept by a shared cache, nor served to another person. The
        // household's favorites answer at the same address as each user's, so they vary with the cookie too.
        let isOwn = personalSort != nil || onlyFavorites || !person.isHousehold
        if personalSort == nil, let cached = cached(cacheKey, request, snapshot: snapshot) { return isOwn ? Self.own(cached) : cached }
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
            case "type": form.type = value
            case "maxTime": form.maxTime = value
            case "sort": form.sort = value
            case "tag": form.tags.append(value)
            case "exclude-tag": form.excludedTags.append(value)
            default: break
            }
        }
        form.favorites = onlyFavorites
        form.limit = query.page.limit ?? CatalogForm.pageSize
        form.offset = query.page.offset
        var listRequest = query.request
        listRequest.page = RecipePage(offset: form.offset, limit: form.limit)
        if onlyFavorites {
            listRequest.filter = Filter.all([listRequest.filter, Filter.slug(in: Set(favorites))])
            listRequest.emptyMessage = "no favorites match; mark some with the star on a recipe"
        }
        var dependencies = snapshot.dependencies
        if let personalSort {
            do {
                let marks = PersonalMarks(try await RecipesController.marks(of: person, in: repository))
                dependencies = snapshot.dependencies(orderedBy: personalSort, marks: marks)
                listRequest.ordering = .catalog
            } catch {
                return Self.html(.message(status: 503, heading: "Your ratings cannot be read", message: error.detail), to: request)
            }
        }
        let presented = await RecipeListRouter.makeModule(dependencies: dependencies, view: nil).present(listRequest)
        let page = CatalogPageView(form: form, aisles: snapshot.aisles, tags: snapshot.tagList, favoritesEnabled: favoritesEnabled)
            .page(for: presented)
        // One person's order is not kept here at all: it changes with each mark.
        guard personalSort == nil else { return Self.own(Self.html(page, to: request)) }
        let response = answer(page, to: request, key: cacheKey, catalog: snapshot.catalogETag)
        return isOwn ? Self.own(response) : response
    }

    /// `GET /recipe/`: no recipe named; an HTML page saying so.
    @Sendable func noRecipe(_ request: Request, context: some RequestContext) async throws -> Response {
        Self.html(.message(status: 404, heading: "No such recipe", message: "this address names no recipe; find one in the catalog"), to: request)
    }

    /// `GET /recipe/{slug}`: one recipe, scaled by `scale` (`2`, `1/2`) or to `servings`, in `units` (`metric`, `us`).
    @Sendable func recipe(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        if let cached = cached(Self.key(request), request, snapshot: snapshot) { return cached }
        var scale: Fraction?
        var clockScale: String?
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
            case "clockScale":
                guard let parsed = Double(value), parsed > 0, parsed <= 3600 else {
                    return Self.html(.message(status: 400, heading: "That clock scale cannot be used",
                                              message: "clockScale must be a number above 0 and at most 3600; got '\(value)'"), to: request)
                }
                clockScale = String(parsed)
            default:
                return Self.html(.message(status: 400, heading: "That address cannot be read",
                                          message: "\(name) is not a parameter of this page; known: scale, servings, units, clockScale"), to: request)
            }
        }
        guard let recipe = snapshot.recipe(slug: slug) else {
            return Self.html(.message(status: 404, heading: "No such recipe", message: "no recipe has the address '\(slug)'"), to: request)
        }
        let dependencies = ModuleDependencies(facade: InMemoryFacade(recipes: [recipe], sourceDescription: snapshot.source))
        let presented = await RecipeDetailRouter.makeModule(dependencies: dependencies, view: nil)
            .present(RecipeDetailRequest(name: recipe.name, showsTimers: true, scale: scale, servings: servings, units: units))
        let page = RecipePageView(
            slug: slug, units: units, favoritesEnabled: favoritesEnabled, planningEnabled: favoritesEnabled && repository.mealPlan != nil,
            clockScale: clockScale).page(for: presented)
        return answer(page, to: request, key: Self.key(request), catalog: snapshot.catalogETag)
    }

    /// `GET /assets/{file}`: the stylesheet, the script and the icon under their digest names, cacheable for a year; any
    /// other name is 404.
    @Sendable func asset(_ request: Request, context: some RequestContext) async throws -> Response {
        let (body, type): (JSONBody, String)
        switch try context.parameters.require("file") {
        case Stylesheet.fileName: (body, type) = (PageResponses.stylesheet, "text/css; charset=utf-8")
        case Script.fileName: (body, type) = (PageResponses.script, "text/javascript; charset=utf-8")
        case Icon.fileName: (body, type) = (PageResponses.icon, "image/svg+xml")
        default: return Self.html(.message(status: 404, heading: "Not found", message: "no such file"), to: request)
        }
        return body.response(to: request, contentType: type, cacheControl: "public, max-age=31536000, immutable")
    }

    /// `GET /service-worker.js`: the offline copy's worker, at the root so its scope is every page; checked for a
    /// new version at every visit (browsers do so at least daily whatever the header says).
    @Sendable func serviceWorker(_ request: Request, context: some RequestContext) async throws -> Response {
        PageResponses.serviceWorker.response(to: request, contentType: "text/javascript; charset=utf-8", cacheControl: "no-cache")
    }

    /// `GET /manifest.webmanifest`: the web app manifest.
    @Sendable func manifest(_ request: Request, context: some RequestContext) async throws -> Response {
        PageResponses.manifest.response(to: request, contentType: "application/manifest+json", cacheControl: "no-cache")
    }

    func snapshot() async -> CatalogSnapshot? {
        try? await repository.snapshot()
    }

    /// The page already rendered under `key` for this catalog, if any.
    func cached(_ key: String, _ request: Request, snapshot: CatalogSnapshot) -> Response? {
        answers.use(catalog: snapshot.catalogETag)
        return answers.entry(for: key).map { PageResponses.response($0.body, to: request) }
    }

    /// Answers with `page`, keeping it under `key` for the next request of the same address when it is a 200 and was
    /// rendered from the catalog tagged `catalog`.
    func answer(_ page: WebPage, to request: Request, key: String, catalog: String) -> Response {
        guard page.status == 200 else { return Self.html(page, to: request) }
        let body = JSONBody(Array(page.html.utf8))
        answers.store(ResponseCache.Entry(body: body, headers: [:]), for: key, catalog: catalog)
        return PageResponses.response(body, to: request)
    }

    static func key(_ request: Request) -> String {
        request.uri.path + "?" + (request.uri.query ?? "")
    }

    static var unavailable: WebPage { PageResponses.unavailable }

    /// `response` marked as one person's: kept by no shared cache, and varying by who asked.
    static func own(_ response: Response) -> Response {
        var response = response
        response.headers[.cacheControl] = "private, no-cache"
        response.headers[.vary] = PersonalController<Repository>.vary
        return response
    }

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
