import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit

/// Each user's own marks on recipes — favorite, rating, private note and the days they cooked it — under `/me`:
/// read with the user's token or session, changed by an editor or an owner (a viewer keeps none).
struct PersonalController<Repository: CatalogRepository> {
    /// The largest body read: a note of 4,000 characters, each escaped as JSON may escape it (12 bytes for a
    /// character outside the Basic Multilingual Plane), fits.
    static var bodyLimit: Int { 64 * 1024 }
    /// What an answer about one person varies by: its compression, and who asked.
    static var vary: String { "Accept-Encoding, Authorization, Cookie" }

    let repository: Repository
    let writeAccess: WriteAccess
    /// Today, where the household is: what a cooked day without a date is, and what `yesterday` is seen from.
    let today: @Sendable () -> CalendarDay

    /// Registers `/me`, `/me/recipes`, `/me/recipes/{slug}` and its cooked days.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("me", use: me)
        router.get("me/recipes", use: list)
        router.get("me/recipes/:slug", use: show)
        router.patch("me/recipes/:slug", use: change)
        router.post("me/recipes/:slug/cooked", use: cooked)
        router.delete("me/recipes/:slug/cooked/:date", use: uncooked)
    }

    /// `GET /me`: who the request acts for: `{"user": "ana", "role": "editor"}` (`user` null for the shared token).
    @Sendable func me(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/me")
        let principal = try await writeAccess.identified(request, context: context, for: "/me")
        return Self.json(PersonalEncoder.encode(user: principal.name, role: principal.role.rawValue), to: request)
    }

    /// `GET /me/recipes`: every recipe the user keeps anything about, by slug, with its name (`inCatalog` false
    /// for one removed since).
    @Sendable func list(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/me/recipes")
        let person = try await writeAccess.identified(request, context: context, for: "/me/recipes").person
        let store = try store()
        let marks = try await APIError.answering { () async throws(CatalogStoreError) in try await store.marks(of: person) }
        let snapshot = try await snapshot()
        return Self.json(PersonalEncoder.encode(marks.map { Self.shown($0, snapshot: snapshot, person: person) }), to: request)
    }

    /// `GET /me/recipes/{slug}`: the user's marks on one recipe (empty ones for a recipe they kept nothing about).
    @Sendable func show(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/me/recipes/{slug}")
        let person = try await writeAccess.identified(request, context: context, for: "/me/recipes/{slug}").person
        let store = try store()
        let marks = try await APIError.answering { () async throws(CatalogStoreError) in try await store.marks(of: person, slug: slug) }
        let snapshot = try await snapshot()
        guard snapshot.recipe(slug: slug) != nil || !marks.isEmpty else { throw APIError(.notFound, detail: "no recipe with slug '\(slug.forMessage)'") }
        return Self.json(PersonalEncoder.encode(Self.shown(marks, snapshot: snapshot, person: person)), to: request)
    }

    /// `PATCH /me/recipes/{slug}`: changes `favorite`, `rating` and `note` (a JSON merge patch, all or none); 200
    /// with the marks after.
    @Sendable func change(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/me/recipes/{slug}")
        let person = try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason).person
        let body: PersonalMarksBody = try await Self.body(request, what: "a recipe's marks")
        return Self.written(try await write(body.changes, to: slug, for: person).shown, status: .ok)
    }

    /// `POST /me/recipes/{slug}/cooked`: logs the recipe cooked on `date` (default today); 201 with the marks when
    /// the day is new, 200 when it was logged already (a retry is no second entry).
    @Sendable func cooked(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/me/recipes/{slug}/cooked")
        let person = try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason).person
        let body: CookedBody = try await Self.body(request, what: "a cooked day")
        let day = try cookedDay(body.date ?? "today")
        let (marks, marked) = try await write([.cooked(day)], to: slug, for: person)
        // New in this write, or there already (a retry): decided by the one transaction that wrote it.
        let isNew = !marked.before.cooked.contains(day)
        var response = Self.written(marks, status: isNew ? .created : .ok)
        if isNew { response.headers[.location] = "/me/recipes/\(slug)/cooked/\(day.iso)" }
        return response
    }

    /// `DELETE /me/recipes/{slug}/cooked/{date}`: takes a logged day away; 200 with the marks after, 404 when the
    /// day was not logged.
    @Sendable func uncooked(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/me/recipes/{slug}/cooked/{date}")
        let person = try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason).person
        let text = try context.parameters.require("date")
        guard let day = CalendarDay(iso: text) else {
            throw APIError(.notFound, detail: "'\(text.forMessage)' is not a day (YYYY-MM-DD), so it was never logged")
        }
        return Self.written(try await write([.uncooked(day)], to: slug, for: person).shown, status: .ok)
    }

    /// Makes `changes` to `person`'s marks on `slug`, a recipe of the catalog or one they kept marks on: the marks
    /// after, as the API writes them, and what the write saw.
    private func write(
        _ changes: [PersonalChange], to slug: String, for person: Person
    ) async throws -> (shown: PersonalRecipeViewModel, marked: MarkedRecipe) {
        let store = try store()
        let snapshot = try await snapshot()
        if snapshot.recipe(slug: slug) == nil {
            let kept = try await APIError.answering { () async throws(CatalogStoreError) in try await store.marks(of: person, slug: slug) }
            if kept.isEmpty { throw APIError(.notFound, detail: "no recipe with slug '\(slug.forMessage)'") }
        }
        let marked = try await APIError.answering { () async throws(CatalogStoreError) in try await store.mark(slug, for: person, changes) }
        if person.isHousehold, marked.before.isFavorite != marked.after.isFavorite {
            // The household's favorites are also kept beside the snapshot: it learns of the change without a write.
            repository.favoriteChanged(slug: slug, marked.after.isFavorite)
        }
        return (Self.shown(marked.after, snapshot: snapshot, person: person), marked)
    }

    /// The answer to a write: the marks after it, never kept by a cache.
    private static func written(_ shown: PersonalRecipeViewModel, status: HTTPResponse.Status) -> Response {
        var response = Response.json(PersonalEncoder.encode(shown), status: status)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private func cookedDay(_ text: String) throws(APIError) -> CalendarDay {
        let today = today()
        guard let day = PersonalRules.cookedDay(text, today: today) else {
            throw APIError(.unprocessableContent, detail: "date must be a date (YYYY-MM-DD), today, yesterday or a weekday; got '\(text.forMessage)'")
        }
        if let problem = PersonalRules.cookedDayProblem(day, today: today, aheadAllowed: true) { throw APIError(.unprocessableContent, detail: problem) }
        return day
    }

    private func store() throws(APIError) -> any PersonalStoreProtocol {
        try Self.store(of: repository)
    }

    /// `repository`'s personal marks, or `404` saying this service keeps none.
    static func store(of repository: Repository) throws(APIError) -> any PersonalStoreProtocol {
        guard let store = repository.personal else {
            throw APIError(.notFound, detail: "this service keeps no favorites, ratings, notes or cooking of its users; serve a store (recipes serve --database PATH)")
        }
        return store
    }

    private func snapshot() async throws(APIError) -> CatalogSnapshot {
        do {
            return try await repository.snapshot()
        } catch {
            throw APIError(.serviceUnavailable, detail: error.description)
        }
    }

    private static func shown(_ marks: PersonalRecipe, snapshot: CatalogSnapshot, person: Person) -> PersonalRecipeViewModel {
        let recipe = snapshot.recipe(slug: marks.slug)
        return PersonalRecipeViewModel(recipeName: recipe?.displayName ?? marks.slug, inCatalog: recipe != nil, person: person, marks: marks, changes: [])
    }

    private static func body<Body: Decodable>(_ request: Request, what: String) async throws -> Body {
        try await RecipesController<Repository>.decodedBody(
            of: request, upTo: bodyLimit, limitDetail: "a body here is limited to \(bodyLimit) bytes", what: what)
    }

    /// An answer about one person: never kept by a shared cache, and asked again by the browser.
    private static func json(_ bytes: [UInt8], to request: Request) -> Response {
        var response = JSONBody(bytes).response(to: request)
        response.headers[.cacheControl] = "private, no-cache"
        response.headers[.vary] = vary
        return response
    }
}
