import Hummingbird
import RecipesKit
import RecipesWeb

extension PagesController {
    /// `GET /week?date=YYYY-MM-DD`: the week of the meal plan holding `date` (default today), from the same
    /// meal-plan module as `recipes plan`; never cached, since the plan changes without the catalog changing.
    @Sendable func week(_ request: Request, context: some RequestContext) async throws -> Response {
        guard let snapshot = await snapshot() else { return Self.html(Self.unavailable, to: request) }
        guard let store = repository.mealPlan else {
            return Self.html(.message(status: 404, heading: "No meal plan here", message: "this service reads a catalog that keeps no meal plan; serve a store to plan"), to: request)
        }
        let today = today()
        var day = today
        let pairs = Self.pairs(request.uri.query)
        let dates = pairs.filter { $0.0 == "date" }.count
        for (name, value) in pairs {
            guard name == "date" else {
                return Self.html(.message(status: 400, heading: "That address cannot be read", message: "\(name) is not a parameter of this page; known: date"), to: request)
            }
            guard dates == 1 else {
                return Self.html(.message(status: 400, heading: "That address cannot be read", message: RouteQuery.givenMoreThanOnce("date", dates)), to: request)
            }
            guard let named = CalendarDay.named(value, today: today) else {
                return Self.html(.message(status: 400, heading: "That date cannot be read", message: "date must be a day such as 2026-11-25; got '\(value)'"), to: request)
            }
            day = named
        }
        let days = day.week(startingOn: firstWeekday)
        let module = MealPlanRouter.makeModule(store: store, dependencies: snapshot.dependencies, view: nil, recipeAtSlug: { snapshot.recipe(slug: $0) })
        let presented = await module.present(.show(from: days.lowerBound, through: days.upperBound, everyDay: true))
        return Self.html(WeekPageView(today: today).page(for: presented), to: request)
    }

    /// `GET /shopping?plan&from=&to=`: the shopping list for the planned meals (this week by default), each recipe
    /// scaled by its entry, what the pantry holds listed apart.
    func plannedShopping(_ request: Request, snapshot: CatalogSnapshot) async -> Response {
        guard let store = repository.mealPlan else {
            return Self.html(.message(status: 404, heading: "No meal plan here", message: "this service reads a catalog that keeps no meal plan"), to: request)
        }
        var fields: [String: String] = [:]
        for (name, value) in Self.pairs(request.uri.query) where name != "plan" {
            guard ["from", "to", "pantry"].contains(name) else {
                return Self.html(.message(status: 400, heading: "That address cannot be read", message: "\(name) is not a parameter of the plan's list; known: plan, from, pantry, to"), to: request)
            }
            guard fields[name] == nil else {
                return Self.html(.message(status: 400, heading: "That address cannot be read", message: RouteQuery.givenMoreThanOnce(name, 2)), to: request)
            }
            fields[name] = value
        }
        let pantry = fields["pantry"] ?? "true"
        guard ["true", "false"].contains(pantry) else {
            return Self.html(.message(status: 400, heading: "That address cannot be read", message: "pantry must be true or false; got '\(pantry.forMessage)'"), to: request)
        }
        let days: ClosedRange<CalendarDay>
        do {
            days = try PlanRules.days(from: fields["from"], to: fields["to"], fields: ("from", "to"), today: today(), firstWeekday: firstWeekday)
        } catch {
            return Self.html(.message(status: 400, heading: "Those days cannot be shown", message: error.message), to: request)
        }
        let (first, through) = (days.lowerBound, days.upperBound)
        let module = ShoppingListRouter.makeModule(
            dependencies: snapshot.dependencies, mealPlan: store, view: nil, recipeAtSlug: { snapshot.recipe(slug: $0) })
        let presented = await module.present(.plan(from: first, through: through, setsAsidePantry: pantry == "true"))
        var links: [(slug: String, name: String)] = []
        var seen: Set<String> = []
        if case .shown = presented {
            for entry in (try? await store.planEntries(from: first, through: through)) ?? [] where seen.insert(entry.slug).inserted {
                if let recipe = snapshot.recipe(slug: entry.slug) { links.append((entry.slug, recipe.displayName)) }
            }
        }
        if case .empty(let message) = presented {
            return Self.html(.message(status: 200, heading: "Nothing to buy", message: message), to: request)
        }
        return Self.html(ShoppingPageView(links: links).page(for: presented), to: request)
    }
}
