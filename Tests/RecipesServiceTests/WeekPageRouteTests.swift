import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// `GET /week` and `GET /shopping?plan`: the meal plan's pages, from the same modules as `recipes plan` and `shop --plan`.
@Suite struct WeekPageRouteTests {
    static let wednesday = CalendarDay(iso: "2026-11-25")!

    /// The fixtures in a store that takes writes, three meals planned around a Wednesday, and `<script>` in a note.
    func withPlannedPages(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let plan = InMemoryMealPlanStore()
        for (slug, name, day, meal, note) in [
            ("big-night-pizza", "Big Night Pizza", Self.wednesday, "dinner", "<script>alert(1)</script>"),
            ("crock-pot-roast", "Crock Pot Roast", Self.wednesday.adding(days: 2), "lunch", ""),
            ("gone-soup", "Gone Soup", Self.wednesday.adding(days: 2), "dinner", ""),
            ("big-night-pizza", "Big Night Pizza", Self.wednesday.adding(days: 7), "dinner", ""),
        ] {
            _ = try await plan.addPlanEntry(PlanEntryDraft(day: day, meal: meal, slug: slug, recipeName: name, note: note))
        }
        let repository = StoreCatalogRepository(opened: OpenedStore(store: store, mealPlan: plan))
        let router = buildRouter(repository: repository, writeAccess: WriteAccess(token: "s3cret"), today: { Self.wednesday })
        try await Application(router: router).test(.router, body)
    }

    @Test func theWeekShowsEveryDayItsMealsAndLinksAround() async throws {
        try await withPlannedPages { client in
            try await client.execute(uri: "/week", method: .get) { response in
                #expect(response.status == .ok)
                let html = response.text
                #expect(html.contains("<h1>Week of 23 Nov 2026</h1>"))
                #expect(html.components(separatedBy: "<li class=\"day").count - 1 == 7)
                #expect(html.contains("<li class=\"day today\" data-date=\"2026-11-25\">"))
                #expect(html.contains("<a href=\"/recipe/big-night-pizza\">Big Night Pizza</a>"))
                #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
                #expect(!html.contains("<script>alert(1)"))
                #expect(html.contains("<span>Gone Soup</span> <span class=\"facts\">no longer in the catalog</span>"))
                #expect(html.contains("href=\"/week?date=2026-11-16\""))
                #expect(html.contains("href=\"/week?date=2026-11-30\""))
                #expect(html.contains("href=\"/shopping?plan=week&amp;from=2026-11-23&amp;to=2026-11-29\""))
            }
            try await client.execute(uri: "/week?date=2026-12-14", method: .get) { response in
                #expect(response.text.contains("Nothing planned this week"))
                #expect(!response.text.contains("shop-week"))
            }
        }
    }

    @Test func theWeeksShoppingListScalesAndSetsThePantryApart() async throws {
        try await withPlannedPages { client in
            try await client.execute(uri: "/shopping?plan&from=2026-11-23&to=2026-11-29", method: .get) { response in
                #expect(response.status == .ok)
                let html = response.text
                #expect(html.contains("<a href=\"/week?date=2026-11-23\">the plan, 23 Nov 2026 to 29 Nov 2026</a>"))
                #expect(html.contains("Left out, no longer in the catalog: Gone Soup"))
                #expect(html.contains("<h2>Check the pantry</h2>"))
                #expect(html.contains("<a href=\"/recipe/crock-pot-roast\">Crock Pot Roast</a>"))
            }
            // The page takes the API's pantry=false too.
            try await client.execute(uri: "/shopping?plan&from=2026-11-23&to=2026-11-29&pantry=false", method: .get) { response in
                #expect(response.status == .ok)
                #expect(!response.text.contains("<h2>Check the pantry</h2>"))
            }
            // A program asking for JSON at the same address is sent to the API's list for the same days.
            let location = try await client.execute(
                uri: "/shopping?plan&from=2026-11-23&to=2026-11-29&pantry=false", method: .get, headers: [.accept: "application/json"]
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.vary] == "Accept")
                return try #require(response.headers[.location])
            }
            #expect(location == "/plan/shopping?from=2026-11-23&to=2026-11-29&pantry=false")
            try await client.execute(uri: "/shopping?plan&form=2026-11-23", method: .get, headers: [.accept: "application/json"]) { response in
                #expect(response.status == .badRequest, "a typo is said, not answered with this week")
            }
            try await client.execute(uri: "/shopping?plan", method: .get) { #expect($0.headers[.vary]?.contains("Accept") == true) }
            try await client.execute(uri: location, method: .get) { response in
                #expect(response.status == .ok)
                let list = try #require(response.json as? [String: Any])
                #expect(list["pantry"] == nil)
            }
        }
    }

    @Test func badWeekAddressesAndEmptyListsArePagesThatSayWhy() async throws {
        try await withPlannedPages { client in
            for (uri, status, text) in [
                ("/week?date=someday", HTTPResponse.Status.badRequest, "date must be a day"),
                ("/week?week=2", .badRequest, "week is not a parameter of this page"),
                ("/shopping?plan&from=2026-12-01&to=2026-11-01", .badRequest, "to (2026-11-01) is before from (2026-12-01)"),
                ("/shopping?plan&recipe=x", .badRequest, "recipe is not a parameter of the plan"),
                ("/shopping?plan&from=2027-03-01", .ok, "nothing is planned from 2027-03-01 to 2027-03-07"),
                ("/shopping?plan&from=2026-11-23&from=2026-11-30", .badRequest, "from is given twice"),
                ("/shopping?plan&pantry=maybe", .badRequest, "pantry must be true or false"),
                ("/week?date=2026-11-23&date=2026-11-30", .badRequest, "date is given twice"),
            ] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(response.text.contains(text), "\(uri)")
                }
            }
        }
    }

    @Test func theRecipePageOffersPlanItOnlyWhereThePlanCanBeWritten() async throws {
        try await withPlannedPages { client in
            try await client.execute(uri: "/recipe/big-night-pizza", method: .get) { response in
                #expect(response.text.contains("<div class=\"js-only writes\"><form class=\"plan-it\" data-slug=\"big-night-pizza\""))
            }
        }
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/recipe/big-night-pizza", method: .get) { response in
                #expect(!response.text.contains("plan-it"))
            }
            try await client.execute(uri: "/week", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("keeps no meal plan"))
            }
        }
    }
}
