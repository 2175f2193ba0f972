import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit

/// The household's meal plan, its pantry and the shopping list for it: read by anyone, changed with the write token.
struct MealPlanController<Repository: CatalogRepository> {
    /// The largest plan-entry body read; an entry is a few hundred bytes.
    static var bodyLimit: Int { 16 * 1024 }

    let repository: Repository
    let writeAccess: WriteAccess
    /// Today, where the household is (the server's time zone): what `from`, `to` and `date` are seen from.
    let today: @Sendable () -> CalendarDay
    /// The first day of a week, ISO-numbered: where a range with no `from` starts (`ServiceConfiguration.firstWeekday`).
    var firstWeekday = 1

    /// Registers `/plan`, `/plan/{id}`, `/plan/shopping` and `/pantry`, `/pantry/{food}`.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("plan", use: list)
        router.get("plan.ics", use: calendar)
        router.post("plan", use: create)
        router.get("plan/shopping", use: shopping)
        router.get("plan/:id", use: show)
        router.patch("plan/:id", use: change)
        router.delete("plan/:id", use: remove)
        router.get("pantry", use: pantry)
        router.put("pantry/:food", use: addFood)
        router.delete("pantry/:food", use: removeFood)
    }

    /// `GET /plan?from=&to=`: the entries from `from` (default: this week's first day) to `to` (default: six days on).
    @Sendable func list(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan")
        let days = try range(request)
        let shown = try await present(.show(from: days.lowerBound, through: days.upperBound, everyDay: false))
        guard case .plan(let plan) = shown else { throw APIError(.internalServerError, detail: "the plan module showed no plan") }
        return Self.json(MealPlanEncoder.encode(plan), to: request)
    }

    /// `GET /plan/{id}`: one entry.
    @Sendable func show(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan/{id}")
        let id = try Self.id(context)
        let store = try store()
        let entry = try await APIError.answering { () async throws(CatalogStoreError) in try await store.planEntry(id: id) }
        return Self.json(MealPlanEncoder.encode(PlannedMealViewModel(PlannedMeal(entry: entry, recipe: try await snapshot().recipe(slug: entry.slug)))), to: request)
    }

    /// `POST /plan`: plans a recipe (`recipe`: its slug or name; `date`; `meal`, default dinner; `servings` or
    /// `scale`; `note`); 201 with the entry and its `Location`.
    @Sendable func create(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan")
        let principal = try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
        let body = try await Self.body(request)
        guard let recipe = body.recipe, !recipe.trimmed.isEmpty else { throw APIError(.unprocessableContent, detail: "recipe is required: a recipe's slug or name") }
        guard let date = body.date else { throw APIError(.unprocessableContent, detail: "date is required (YYYY-MM-DD)") }
        let portion = try Self.portion(body) ?? .asWritten
        // A slug finds its recipe (a slug may be longer than its name: "ß" is "ss"); a name longer than any recipe's
        // names none, and its "did you mean" would cost its length times the catalog.
        let bySlug = try await snapshot().recipe(slug: recipe)?.name
        guard bySlug != nil || recipe.trimmed.count <= RecipeValidator.maximumNameLength else {
            throw APIError(.unprocessableContent, detail: "recipe is at most \(RecipeValidator.maximumNameLength) characters, as a recipe's name; got \(recipe.trimmed.count)")
        }
        let name = bySlug ?? recipe
        let shown = try await present(
            .add(name: name, day: try day(date, field: "date"), meal: body.meal ?? "dinner", portion: portion, note: body.note ?? "", addedBy: principal.name),
            namingRecipe: true)
        guard case .change(let change) = shown else { throw APIError(.internalServerError, detail: "the plan module confirmed no entry") }
        var response = Self.written(MealPlanEncoder.encode(change.meal), status: .created)
        response.headers[.location] = "/plan/\(change.meal.id)"
        return response
    }

    /// `PATCH /plan/{id}`: moves an entry (`date`, `meal`) or changes its `servings`, `scale` or `note`.
    @Sendable func change(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan/{id}")
        try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
        let id = try Self.id(context)
        let body = try await Self.body(request)
        if body.recipe != nil { throw APIError(.unprocessableContent, detail: "an entry's recipe cannot be changed; plan the other recipe instead") }
        let change = PlanEntryChange(day: try body.date.map { try day($0, field: "date") }, meal: body.meal, portion: try Self.portion(body), note: body.note)
        guard change.day != nil || change.meal != nil || change.portion != nil || change.note != nil else {
            throw APIError(.unprocessableContent, detail: "name at least one of date, meal, servings, scale or note to change")
        }
        guard case .change(let changed) = try await present(.change(id: id, change)) else {
            throw APIError(.internalServerError, detail: "the plan module confirmed no change")
        }
        return Self.written(MealPlanEncoder.encode(changed.meal), status: .ok)
    }

    /// `DELETE /plan/{id}`: removes an entry; 204.
    @Sendable func remove(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan/{id}")
        try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
        _ = try await present(.remove(id: try Self.id(context)))
        return Response(status: .noContent)
    }

    /// `GET /plan/shopping?from=&to=&pantry=false`: the shopping list for the planned meals, each scaled by its own
    /// servings, what the pantry holds listed apart (unless `pantry=false`).
    @Sendable func shopping(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan/shopping")
        let days = try range(request)
        let pantry = try RouteQuery.value("pantry", of: request) ?? "true"
        guard ["true", "false"].contains(pantry) else { throw APIError(.badRequest, detail: "pantry must be true or false; got '\(pantry.forMessage)'") }
        let snapshot = try await snapshot()
        let module = ShoppingListRouter.makeModule(
            dependencies: snapshot.dependencies, mealPlan: try store(), view: nil, recipeAtSlug: { snapshot.recipe(slug: $0) })
        switch await module.present(.plan(from: days.lowerBound, through: days.upperBound, setsAsidePantry: pantry == "true")) {
        case .shown(let list): return Self.json(ShoppingListEncoder.encode(list), to: request)
        // Nothing planned is an empty list, as an empty plan is an empty plan; 404 would read as a missing route.
        case .empty: return Self.json(ShoppingListEncoder.encode(ShoppingList(nothingPlanned: days)), to: request)
        case .failed(let failure, let message): throw Self.error(failure, message)
        }
    }

    /// How far back and ahead the calendar feed reaches from today, in days.
    static var feedDaysBack: Int { 30 }
    static var feedDaysAhead: Int { 180 }

    /// `GET /plan.ics?key=SECRET`: the plan from 30 days ago to 180 days ahead as an iCalendar feed, for calendar
    /// apps, which send no cookies or tokens; the key (`recipes plan feed`) is the only credential, and a wrong
    /// one is a plain 404, saying nothing of whether a feed exists.
    @Sendable func calendar(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/plan.ics")
        let store = try store()
        // Read only: an anonymous request never writes to the store; no feed made yet is the same 404 as a wrong key.
        let (key, times) = try await APIError.answering { () async throws(CatalogStoreError) in
            (try await store.calendarFeedKey(), try await store.mealTimes())
        }
        guard let key, key.matches((try? RouteQuery.value("key", of: request)) ?? "") else {
            throw APIError(.notFound, detail: "no calendar at this address; `recipes plan feed` prints the current one")
        }
        let today = today()
        let shown = try await present(.show(from: today.adding(days: -Self.feedDaysBack), through: today.adding(days: Self.feedDaysAhead), everyDay: false))
        guard case .plan(let plan) = shown else { throw APIError(.internalServerError, detail: "the plan module showed no plan") }
        let base = Self.base(of: request)
        // Stamped at the start of today, so the feed (and its ETag) changes only when the plan does, or once a day.
        let stamp = Date(timeIntervalSince1970: Double(today.ordinal) * 86_400)
        let text = PlanCalendarEncoder.encode(plan.meals, household: key.household, stamp: stamp, times: times) { slug in
            base.map { "\($0)/recipe/\(slug.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? slug)" }
        }
        var response = JSONBody(Array(text.utf8)).response(to: request, contentType: "text/calendar; charset=utf-8")
        // A secret address: no shared cache may keep it, and it is never offered to a search engine.
        response.headers[.cacheControl] = "private, no-cache"
        return response
    }

    /// `http(s)://host` of the request, as the client addressed it (`X-Forwarded-Proto` from a TLS proxy); nil
    /// without a usable Host.
    private static var forwardedProto: HTTPField.Name? { HTTPField.Name("X-Forwarded-Proto") }

    private static func base(of request: Request) -> String? {
        guard let host = request.head.authority, !host.isEmpty,
              host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) }) else { return nil }
        let proto = forwardedProto.flatMap { request.headers[$0] }?.lowercased() == "https" ? "https" : "http"
        return "\(proto)://\(host)"
    }

    /// `GET /pantry`: the pantry's foods as a JSON array.
    @Sendable func pantry(_ request: Request, context: some RequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/pantry")
        let store = try store()
        let foods = try await APIError.answering { () async throws(CatalogStoreError) in try await store.pantryFoods() }
        return Self.json(MealPlanEncoder.encode(foods), to: request)
    }

    /// `PUT /pantry/{food}`: adds a food; 204, also when it was there.
    @Sendable func addFood(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try await setFood(request, context: context, true)
    }

    /// `DELETE /pantry/{food}`: removes a food; 204, also when it was not there.
    @Sendable func removeFood(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try await setFood(request, context: context, false)
    }

    private func setFood(_ request: Request, context: some RemoteAddressRequestContext, _ isThere: Bool) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/pantry/{food}")
        let principal = try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
        let written = try context.parameters.require("food")
        guard let food = written.removingPercentEncoding else {
            throw APIError(.badRequest, detail: "the food in the address ('\(String(written.prefix(64)).forMessage)') is not percent-encoded UTF-8")
        }
        let store = try store()
        _ = try await APIError.answering { () async throws(CatalogStoreError) in
            isThere ? try await store.addToPantry(food, addedBy: principal.name) : try await store.removeFromPantry(food)
        }
        return Response(status: .noContent)
    }

    private func store() throws(APIError) -> any MealPlanStoreProtocol {
        guard let store = repository.mealPlan else {
            throw APIError(.notFound, detail: "this service keeps no meal plan; serve a store (recipes serve --database PATH) to plan")
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

    /// `request` carried out; with `namingRecipe`, a request whose body names a recipe.
    private func present(_ request: MealPlanRequest, namingRecipe: Bool = false) async throws -> MealPlanShown {
        let store = try store()
        let snapshot = try await snapshot()
        let module = MealPlanRouter.makeModule(store: store, dependencies: snapshot.dependencies, view: nil, recipeAtSlug: { snapshot.recipe(slug: $0) })
        switch await module.present(request) {
        case .shown(let shown): return shown
        case .empty(let message): throw APIError(.notFound, detail: message)
        // The route is there: a recipe field that names no recipe, or several, is the body's fault.
        case .failed(.notFound, let message) where namingRecipe, .failed(.ambiguous, let message) where namingRecipe:
            throw APIError(.unprocessableContent, detail: "recipe: \(message)")
        case .failed(let failure, let message): throw Self.error(failure, message)
        }
    }

    private func range(_ request: Request) throws(APIError) -> ClosedRange<CalendarDay> {
        let (from, to) = (try RouteQuery.value("from", of: request), try RouteQuery.value("to", of: request))
        do {
            return try PlanRules.days(from: from, to: to, fields: ("from", "to"), today: today(), firstWeekday: firstWeekday)
        } catch {
            throw APIError(.badRequest, detail: error.message)
        }
    }

    /// A day a body's field gives; a field that is no day is 422, as any other field's wrong value.
    private func day(_ text: String, field: String) throws(APIError) -> CalendarDay {
        do {
            return try PlanRules.day(text, field: field, today: today())
        } catch {
            throw APIError(.unprocessableContent, detail: error.message)
        }
    }

    private static func id(_ context: some RequestContext) throws(APIError) -> Int {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int(text), id > 0 else { throw APIError(.notFound, detail: "no plan entry numbered '\(text.forMessage)'") }
        return id
    }

    private static func portion(_ body: PlanEntryBody) throws(APIError) -> PlanPortion? {
        do {
            return try body.portion()
        } catch {
            throw APIError(.unprocessableContent, detail: error.message)
        }
    }

    private static func body(_ request: Request) async throws -> PlanEntryBody {
        try await RecipesController<Repository>.decodedBody(
            of: request, upTo: bodyLimit, limitDetail: "a plan entry's body is limited to \(bodyLimit) bytes", what: "a plan entry")
    }

    private static func error(_ failure: ModuleFailure, _ message: String) -> APIError {
        switch failure {
        case .notFound: APIError(.notFound, detail: message)
        case .ambiguous: APIError(.conflict, detail: message)
        case .noServingCount: APIError(.unprocessableContent, detail: message)
        case .store(let error): APIError(error)
        case .catalog: APIError(.serviceUnavailable, detail: message)
        }
    }

    private static func json(_ bytes: [UInt8], to request: Request) -> Response {
        var response = JSONBody(bytes).response(to: request)
        // The plan changes without the catalog changing: a browser must ask again rather than reuse an old answer.
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    /// The answer to a write: the entry as stored, never a 304 (a conditional header on a write does not undo it).
    private static func written(_ bytes: [UInt8], status: HTTPResponse.Status) -> Response {
        var response = Response.json(bytes, status: status)
        response.headers[.cacheControl] = "no-cache"
        return response
    }
}
