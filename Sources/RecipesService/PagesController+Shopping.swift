import Hummingbird
import RecipesKit
import RecipesWeb

extension PagesController {
    /// `GET /shopping?recipe=SLUG&recipe=SLUG&scale=F`: the shopping list for the chosen recipes, from the same
    /// shopping-list module as `recipes shop`.
    @Sendable func shopping(_ request: Request, context: some RequestContext) async throws -> Response {
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        if Self.pairs(request.uri.query).contains(where: { $0.0 == "plan" }) { return await plannedShopping(request, snapshot: snapshot) }
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
