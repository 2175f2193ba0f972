import Hummingbird
import HummingbirdCore

/// The methods each path takes (405 for others), and the query parameters each operation takes (400 for others).
enum RouteQuery {
    /// The query parameters each operation accepts, keyed `METHOD /openapi/path`; any other is refused with 400.
    static let queryParameters: [String: Set<String>] = [
        "GET /recipes.json": [], "GET /recipes": RecipeListQuery.names, "POST /recipes": [], "GET /recipes/{slug}": [],
        "PUT /recipes/{slug}": [], "DELETE /recipes/{slug}": [], "GET /health": [], "GET /openapi.json": [], "GET /metrics": [], "GET /tags": [],
        "GET /favorites": [], "PUT /favorites/{slug}": [], "DELETE /favorites/{slug}": [],
        "GET /plan": ["from", "to"], "POST /plan": [], "GET /plan/{id}": [], "PATCH /plan/{id}": [], "DELETE /plan/{id}": [],
        "GET /plan/shopping": ["from", "to", "pantry"], "GET /plan.ics": ["key"], "GET /pantry": [], "PUT /pantry/{food}": [], "DELETE /pantry/{food}": [],
        "GET /session": [], "GET /me": [], "GET /me/recipes": [], "GET /me/recipes/{slug}": [], "PATCH /me/recipes/{slug}": [],
        "POST /me/recipes/{slug}/cooked": [], "DELETE /me/recipes/{slug}/cooked/{date}": [], "GET /images/{slug}": [], "PUT /images/{slug}": [],
        "DELETE /images/{slug}": [],
    ]

    /// Refuses a query parameter the operation does not take, so a typo is not silently ignored.
    static func refuse(of request: Request, on path: String) throws(APIError) {
        let method = request.method == .head ? "GET" : request.method.rawValue
        let accepted = queryParameters["\(method) \(path)"] ?? []
        for name in RecipeListQuery.names(in: request.uri.query) where !accepted.contains(name) {
            let known = accepted.isEmpty ? "it takes none" : "known: \(accepted.sorted().joined(separator: ", "))"
            throw APIError(.badRequest, detail: "\(name) is not a parameter of \(path); \(known)")
        }
    }

    /// The decoded value of the query parameter `name` taken once (nil when absent); 400 when it is given twice,
    /// rather than one of the two silently winning.
    static func value(_ name: String, of request: Request) throws(APIError) -> String? {
        let values = RecipeListQuery.decodedPairs(request.uri.query).filter { $0.0 == name }.map(\.1)
        guard values.count <= 1 else { throw APIError(.badRequest, detail: givenMoreThanOnce(name, values.count)) }
        return values.first
    }

    /// The one wording, for the API and the pages, of a parameter that takes one value given `count` times.
    static func givenMoreThanOnce(_ name: String, _ count: Int) -> String {
        "\(name) \(RecipeListQuery.givenMoreThanOnce(count))"
    }

    /// The methods the route at `path` answers, in `Allow` order; nil when no route has that path (404).
    static func allowedMethods(at path: String) -> [String]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        // Where a route's path has fixed words after its first, only those words name it; anything else is no route.
        func word(_ index: Int, in words: Set<String>) -> Bool { index < segments.count && words.contains(String(segments[index])) }
        switch (segments.count, segments.first) {
        case (2, "settings") where !word(1, in: SettingsController.actions), (3, "recipe") where !word(2, in: ["edit", "delete"]),
             (2, "me") where !word(1, in: ["recipes"]), (3, "me") where !word(1, in: ["recipes"]),
             (4, "me") where !word(1, in: ["recipes"]), (5, "me") where !word(1, in: ["recipes"]) || !word(3, in: ["cooked"]):
            return nil
        case (0, _), (1, "recipes.json"), (1, "health"), (1, "metrics"), (1, "tags"), (1, "openapi.json"), (1, "favorites"), (1, "shopping"), (1, "week"), (1, "recipe"), (1, "service-worker.js"), (1, "manifest.webmanifest"),
             (1, "session"), (1, "account"), (1, "settings"),
             (2, "recipe"), (2, "assets"): return ["GET", "HEAD"]
        case (2, "images"): return ["GET", "HEAD", "PUT", "DELETE"]
        case (1, "recipes"), (1, "plan"): return ["GET", "HEAD", "POST"]
        case (1, "pantry"), (1, "plan.ics"): return ["GET", "HEAD"]
        case (1, "login"), (1, "new"), (1, "import"), (3, "recipe"): return ["GET", "HEAD", "POST"]
        case (1, "logout"): return ["POST"]
        case (2, "plan") where segments.last == "shopping": return ["GET", "HEAD"]
        case (2, "plan"): return ["GET", "HEAD", "PATCH", "DELETE"]
        case (2, "pantry"): return ["PUT", "DELETE"]
        case (2, "settings"): return ["POST"]
        case (2, "recipes"): return ["GET", "HEAD", "PUT", "DELETE"]
        case (2, "favorites"): return ["PUT", "DELETE"]
        case (1, "me"), (2, "me"): return ["GET", "HEAD"]
        case (3, "me"): return ["GET", "HEAD", "PATCH"]
        case (4, "me") where word(3, in: ["cooked"]): return ["POST"]
        case (5, "me"): return ["DELETE"]
        default: return nil
        }
    }
}
