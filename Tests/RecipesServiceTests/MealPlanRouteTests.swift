import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// `/plan`, `/plan/{id}`, `/plan/shopping` and `/pantry`: the meal plan over the store, written with the token.
@Suite struct MealPlanRouteTests {
    static let wednesday = CalendarDay(iso: "2026-11-25")!

    /// A store with the fixtures and a stew for 4, its meal plan in memory, seen on a Wednesday.
    func withPlanService(
        firstWeekday: Int = 1, _ body: @Sendable (any TestClientProtocol, InMemoryMealPlanStore) async throws -> Void
    ) async throws {
        let stew = Recipe(
            name: "Bean Stew", ingredients: [Ingredient(quantity: "2 cups", name: "beans", type: "Produce"), Ingredient(quantity: "1 tsp", name: "salt", type: "Baking")],
            steps: ["Simmer."], timers: [30], servings: 4)
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes() + [stew])
        let plan = InMemoryMealPlanStore()
        let repository = StoreCatalogRepository(opened: OpenedStore(store: store, mealPlan: plan))
        let router = buildRouter(repository: repository, writeAccess: WriteAccess(token: "s3cret"), today: { Self.wednesday }, firstWeekday: firstWeekday)
        try await Application(router: router).test(.router) { client in try await body(client, plan) }
    }

    @Test func aServerWhoseLocaleStartsWeeksOnSundayShowsThoseWeeks() async throws {
        #expect(PlanRules.firstWeekday(environment: ["LANG": "en_US.UTF-8"]) == 7)
        #expect(PlanRules.firstWeekday(environment: ["LC_TIME": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]) == 1)
        #expect(PlanRules.firstWeekday(environment: ["LC_ALL": "C", "LANG": "en_US"]) == 1)
        #expect(PlanRules.firstWeekday(environment: [:]) == 1)
        try await withPlanService(firstWeekday: 7) { client, _ in
            try await client.execute(uri: "/plan", method: .get) { response in
                let document = response.json as? [String: Any]
                #expect(document?["from"] as? String == "2026-11-22")
                #expect(document?["to"] as? String == "2026-11-28")
            }
            try await client.execute(uri: "/week", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("Week of 22 Nov 2026"))
                #expect(page.contains("href=\"/week?date=2026-11-15\"") && page.contains("href=\"/week?date=2026-11-29\""))
            }
        }
    }

    @Test func postingAnEntryAnswers201WithItsLocationAndTheWeekListsIt() async throws {
        try await withPlanService { client, plan in
            try await client.write(.post, "/plan", body: #"{"recipe": "bean-stew", "date": "today", "servings": 6, "note": "for guests"}"#) { response in
                #expect(response.status == .created)
                #expect(response.headers[.location] == "/plan/1")
                let entry = response.json as? [String: Any]
                #expect(entry?["date"] as? String == "2026-11-25")
                #expect(entry?["meal"] as? String == "dinner")
                #expect(entry?["recipe"] as? String == "Bean Stew")
                #expect(entry?["servings"] as? Int == 6)
            }
            // A conditional header on a write does not turn its answer into a 304.
            try await client.write(
                .post, "/plan", headers: [.ifNoneMatch: "*"], body: #"{"recipe": "Big Night", "date": "2026-11-27", "meal": "Lunch", "scale": "3/2"}"#
            ) {
                #expect($0.status == .created)
            }
            try await client.execute(uri: "/plan", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "no-cache")
                let document = response.json as? [String: Any]
                #expect(document?["from"] as? String == "2026-11-23")
                #expect(document?["to"] as? String == "2026-11-29")
                let entries = document?["entries"] as? [[String: Any]] ?? []
                #expect(entries.map { $0["recipe"] as? String } == ["Bean Stew", "Big Night Pizza"])
                #expect(entries.last?["scale"] as? String == "3/2")
            }
            #expect(try await plan.planEntries(from: .earliest, through: .latest).count == 2)
        }
    }

    @Test func theShoppingListScalesEachEntryAndSetsThePantryApart() async throws {
        try await withPlanService { client, _ in
            try await client.write(.post, "/plan", body: #"{"recipe": "bean-stew", "date": "2026-11-25", "servings": 6}"#) { #expect($0.status == .created) }
            try await client.write(.post, "/plan", body: #"{"recipe": "bean-stew", "date": "2026-11-26"}"#) { #expect($0.status == .created) }
            try await client.execute(uri: "/plan/shopping?from=2026-11-23&to=2026-11-29", method: .get) { response in
                #expect(response.status == .ok)
                let list = response.json as? [String: Any]
                let items = (list?["aisles"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
                #expect(items.map { $0["name"] as? String } == ["beans"])
                #expect(items.first?["amounts"] as? [String] == ["5 cups"])
                #expect((list?["pantry"] as? [[String: Any]])?.first?["amounts"] as? [String] == ["2 1/2 tsp"])
            }
            try await client.execute(uri: "/plan/shopping?pantry=false", method: .get) { response in
                let list = response.json as? [String: Any]
                #expect(list?["pantry"] == nil)
            }
            try await client.execute(uri: "/plan/shopping?from=2027-01-01", method: .get) { response in
                // Nothing planned is an empty list for the days asked, not a missing route.
                #expect(response.status == .ok)
                let list = response.json as? [String: Any]
                #expect(list?["recipes"] as? [String] == [])
                #expect((list?["aisles"] as? [Any])?.isEmpty == true)
                #expect(list?["plan"] as? [String: String] == ["from": "2027-01-01", "to": "2027-01-07"])
            }
        }
    }

    @Test func patchMovesAnEntryAndDeleteRemovesIt() async throws {
        try await withPlanService { client, plan in
            try await client.write(.post, "/plan", body: #"{"recipe": "bean-stew", "date": "2026-11-25"}"#) { #expect($0.status == .created) }
            try await client.write(.patch, "/plan/1", body: #"{"date": "2026-11-28", "meal": "lunch", "scale": 2}"#) { response in
                #expect(response.status == .ok)
                let entry = response.json as? [String: Any]
                #expect(entry?["date"] as? String == "2026-11-28")
                #expect(entry?["scale"] as? String == "2")
            }
            try await client.execute(uri: "/plan/1", method: .get) { #expect(($0.json as? [String: Any])?["meal"] as? String == "lunch") }
            try await client.write(.delete, "/plan/1") { #expect($0.status == .noContent) }
            try await client.write(.delete, "/plan/1") { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("no plan entry numbered 1"))
            }
            #expect(try await plan.planEntries(from: .earliest, through: .latest).isEmpty)
        }
    }

    @Test func badRequestsAreRefusedWithTheStatusThatSaysWhy() async throws {
        try await withPlanService { client, plan in
            let cases: [(HTTPRequest.Method, String, String?, String?, HTTPResponse.Status, String)] = [
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew"}"#, .unprocessableContent, "date is required"),
                (.post, "/plan", "s3cret", #"{"date": "today"}"#, .unprocessableContent, "recipe is required"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "someday"}"#, .unprocessableContent, "date must be a date"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "today", "scale": -0.5}"#, .unprocessableContent, "scale must be"),
                (.post, "/plan", "s3cret", #"{"recipe": "\#(String(repeating: "x", count: 300))", "date": "today"}"#, .unprocessableContent, "recipe is at most"),
                (.put, "/pantry/%FF", "s3cret", nil, .badRequest, "not percent-encoded UTF-8"),
                (.get, "/plan?from=2026-01-01&from=2026-02-01", nil, nil, .badRequest, "from is given twice"),
                // A parameter's name is read decoded, by the check and by the route alike.
                (.get, "/plan?fr%6Fm=2030-01-01&to=2029-01-01", nil, nil, .badRequest, "to (2029-01-01) is before from (2030-01-01)"),
                (.get, "/plan?from=caf%E9", nil, nil, .badRequest, "'from' is not percent-encoded UTF-8"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "today", "servings": 2, "scale": 2}"#, .unprocessableContent, "not both"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "today", "servings": 1.5}"#, .unprocessableContent, "whole number"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "today", "servings": 0}"#, .unprocessableContent, "servings must be"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "today", "colour": "red"}"#, .unprocessableContent, "'colour' is not a field"),
                (.post, "/plan", "s3cret", #"{"recipe": "Big Night Pizza", "date": "today", "servings": 3}"#, .unprocessableContent, "does not say how many it serves"),
                // The route is there: a recipe field that names no recipe is the body's fault.
                (.post, "/plan", "s3cret", #"{"recipe": "no such dish", "date": "today"}"#, .unprocessableContent, "recipe: no recipe named"),
                (.post, "/plan", "s3cret", #"{"recipe": "b", "date": "today"}"#, .unprocessableContent, #"recipe: \"b\" matches 3 recipes"#),
                (.patch, "/plan/1", "s3cret", #"{}"#, .unprocessableContent, "name at least one of date, meal, servings, scale or note"),
                (.post, "/plan", "s3cret", #"[1, 2]"#, .badRequest, "not a JSON object"),
                (.post, "/plan", nil, #"{"recipe": "bean-stew", "date": "today"}"#, .unauthorized, "Authorization"),
                (.post, "/plan", "s3cret", String(repeating: " ", count: 17_000) + "{}", .contentTooLarge, "limited to 16384 bytes"),
                (.patch, "/plan/1", "s3cret", #"{"date": "today"}"#, .notFound, "no plan entry numbered 1"),
                // A plan entry is not a merge patch: null is a wrong type, never a silent "no change".
                (.patch, "/plan/1", "s3cret", #"{"note": null}"#, .unprocessableContent, "note must be a string"),
                (.post, "/plan", "s3cret", #"{"recipe": "bean-stew", "date": "today", "servings": null}"#, .unprocessableContent, "servings must be a whole number"),
                (.post, "/plan", "s3cret", #"{"recipe": null, "date": "today"}"#, .unprocessableContent, "recipe must be a string"),
                (.get, "/plan?from=2026-12-01&to=2026-11-01", nil, nil, .badRequest, "to (2026-11-01) is before from (2026-12-01)"),
                (.get, "/plan?to=2000-01-01", nil, nil, .badRequest, "to (2000-01-01) is before from (not given: this week's first day,"),
                (.get, "/plan?week=1", nil, nil, .badRequest, "week is not a parameter of /plan"),
                (.get, "/plan/shopping?pantry=maybe", nil, nil, .badRequest, "pantry must be true or false"),
                (.get, "/plan/0", nil, nil, .notFound, "no plan entry numbered '0'"),
                (.put, "/pantry/%20", "s3cret", nil, .unprocessableContent, "a pantry food must be"),
            ]
            for (method, uri, token, body, status, detail) in cases {
                try await client.write(method, uri, token: token, body: body) { response in
                    #expect(response.status == status, "\(method) \(uri) \(body ?? "")")
                    #expect(response.text.contains(detail), "\(method) \(uri): \(response.text)")
                }
            }
            #expect(try await plan.planEntries(from: .earliest, through: .latest).isEmpty)
        }
    }

    @Test func thePantryIsListedAndChangedWithTheToken() async throws {
        try await withPlanService { client, plan in
            try await client.write(.put, "/pantry/olive%20oil") { #expect($0.status == .noContent) }
            try await client.write(.delete, "/pantry/Water") { #expect($0.status == .noContent) }
            try await client.write(.put, "/pantry/flour", token: nil) { #expect($0.status == .unauthorized) }
            try await client.execute(uri: "/pantry", method: .get) { response in
                let foods = try #require(response.json as? [[String: String]])
                #expect(foods.map { $0["food"] } == ["oil", "olive oil", "pepper", "salt"])
                // The shared token adds as no user; a user's token says who.
                #expect(foods.allSatisfy { $0["addedBy"] == nil })
            }
            #expect(try await plan.pantry() == ["oil", "olive oil", "pepper", "salt"])
        }
    }

    @Test func aCatalogReadOnceKeepsNoPlan() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/plan", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("keeps no meal plan"))
            }
            try await client.execute(uri: "/plan/1", method: .put) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD, PATCH, DELETE")
            }
        }
    }
}

extension MealPlanRouteTests {
    @Test func theCalendarFeedAnswersOnlyItsKeyAndTheLogNeverShowsIt() async throws {
        try await withPlanService { client, plan in
            try await client.write(.post, "/plan", body: #"{"recipe": "bean-stew", "date": "today"}"#) { #expect($0.status == .created) }
            try await client.execute(uri: "/plan.ics?key=", method: .get) { #expect($0.status == .notFound) }
            #expect(try await plan.calendarFeedKey() == nil, "reading the feed made no key")
            let key = try await plan.makeCalendarFeedKey(rotating: false)
            try await client.execute(uri: "/plan.ics?key=\(key.secret)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/calendar; charset=utf-8")
                #expect(response.headers[.cacheControl] == "private, no-cache")
                #expect(response.text.contains("UID:plan-1-\(key.household)@recipes\r\n"))
                #expect(response.text.contains("SUMMARY:Dinner: Bean Stew\r\n"))
            }
            for uri in ["/plan.ics", "/plan.ics?key=guess", "/plan.ics?key=\(key.secret.dropLast())"] {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .notFound, "\(uri)") }
            }
            for uri in ["/plan.ics?key=\(key.secret)", "//plan.ics?key=\(key.secret)", "/plan.ics/?key=\(key.secret)", "http://h/plan.ics?key=\(key.secret)"] {
                #expect(!AccessLogMiddleware<RecipesRequestContext>.shortened(uri).contains(key.secret), "\(uri)")
            }
        }
    }
}
