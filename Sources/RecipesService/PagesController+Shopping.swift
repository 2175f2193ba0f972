import Hummingbird
import RecipesKit
import RecipesWeb

extension PagesController {
    /// Whether a request asks for JSON rather than a page: it accepts `application/json` and not `text/html`.
    static func wantsJSON(_ request: Request) -> Bool {
        let accept = (request.headers[.accept] ?? "").lowercased()
        return accept.contains("application/json") && !accept.contains("text/html")
    }

    /// `303` from `/shopping?plan&from=…&to=…&pantry=…` to the API's `/plan/shopping` with the same days; another
    /// parameter is `400`, as the API would answer it.
    static func jsonPlanShopping(_ request: Request) throws(APIError) -> Response {
        let asked = pairs(request.uri.query).filter { $0.0 != "plan" }
        if let unknown = asked.first(where: { !["from", "to", "pantry"].contains($0.0) }) {
            throw APIError(.badRequest, detail: "\(unknown.0.forMessage) is not a parameter of the plan's shopping list; known: from, pantry, to")
        }
        let query = asked.map { RecipesController<Repository>.encoded($0.0) + "=" + RecipesController<Repository>.encoded($0.1) }.joined(separator: "&")
        return Response(status: .seeOther, headers: [
            .location: "/plan/shopping" + (query.isEmpty ? "" : "?" + query), .cacheControl: "no-store", .vary: "Accept",
        ])
    }

    /// `response`, saying that what it is depends on `Accept` (a page, or a way to the JSON).
    static func varyingByAccept(_ response: Response) -> Response {
        var response = response
        response.headers[.vary] = response.headers[.vary].map { $0 + ", Accept" } ?? "Accept"
        return response
    }

    /// `GET /shopping?recipe=SLUG&recipe=SLUG&scale=F`: the shopping list for the chosen recipes, from the same
    /// shopping-list module as `recipes shop`.
    @Sendable func shopping(_ request: Request, context: some RequestContext) async throws -> Response {
        let planned = Self.pairs(request.uri.query).contains { $0.0 == "plan" }
        // A program asking for the plan's list as JSON is sent where the API answers it, with the same days.
        if planned, Self.wantsJSON(request) { return try Self.jsonPlanShopping(request) }
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        if planned { return Self.varyingByAccept(await plannedShopping(request, snapshot: snapshot)) }
        let key = Self.key(request)
        if let cached = cached(key, request, snapshot: snapshot) { return cached }
        var chosen: [(slug: String, recipe: Recipe)] = []
        var scale = Fraction.one
        var asked = 0
        for (name, value) in Self.pairs(request.uri.query) where !value.isEmpty {
            switch name {
            case "recipe":
                asked += 1
                guard asked <= 50 else {
                    return Self.html(.message(status: 400, heading: "Too many recipes", message: "a shopping list takes at most 50 recipes"), to: request)
                }
                guard let recipe = snapshot.recipe(slug: value) else {
                    return Self.html(.message(status: 404, heading: "No such recipe", message: "no recipe has the address '\(value)'"), to: request)
                }
                if !chosen.contains(where: { $0.slug == value }) { chosen.append((value, recipe)) }
            case "scale":
                guard let parsed = Fraction(parsing: value), parsed.doubleValue > 0, parsed.doubleValue <= 1000 else {
                    return Self.html(.message(status: 400, heading: "That scale cannot be used",
                                              message: "scale must be a number above 0 and at most 1000, such as 2 or 1/2; got '\(value)'"), to: request)
                }
                scale = parsed
            default:
                return Self.html(.message(status: 400, heading: "That address cannot be read",
                                          message: "\(name) is not a parameter of this page; known: recipe, scale (or plan, from, to)"), to: request)
            }
        }
        guard !chosen.isEmpty else { return answer(ShoppingPageView.empty(), to: request, key: key, catalog: snapshot.catalogETag) }
        let dependencies = ModuleDependencies(facade: InMemoryFacade(recipes: chosen.map(\.recipe), sourceDescription: snapshot.source))
        let presented = await ShoppingListRouter.makeModule(dependencies: dependencies, view: nil)
            .present(ShoppingListRequest(names: chosen.map(\.recipe.name), scale: scale))
        let page = ShoppingPageView(links: chosen.map { ($0.slug, $0.recipe.displayName) }).page(for: presented)
        return answer(page, to: request, key: key, catalog: snapshot.catalogETag)
    }
}
