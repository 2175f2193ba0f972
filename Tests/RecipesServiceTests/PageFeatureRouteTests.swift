import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import RecipesWeb
import Testing

/// The pages' filters, stars, timers and shopping list, as HTML from the routes.
@Suite struct PageFeatureRouteTests {
    @Test func theCatalogFiltersByAisleAndOffersTheAislesItsRecipesUse() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let all = try await client.execute(uri: "/", method: .get) { $0.text }
            #expect(all.contains(#"<option value="" selected>Any</option><option value="Baking">Baking</option>"#))
            try await client.execute(uri: "/?type=meat", method: .get) { response in
                let html = response.text
                #expect(response.status == .ok)
                #expect(html.contains(#"<option value="Meat" selected>Meat</option>"#))
                #expect(html.contains(#"href="/recipe/crock-pot-roast""#))
                #expect(!html.contains(#"href="/recipe/roasted-asparagus""#))
            }
        }
    }

    @Test func starsAndTheFavoritesFilterAppearOnlyWhenTheServiceTakesWrites() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            let html = try await client.execute(uri: "/", method: .get) { $0.text }
            #expect(!html.contains(#"class="star"#) && !html.contains("Favorites only"))
        }
        try await withWritableService(token: nil) { client, _ in
            let html = try await client.execute(uri: "/", method: .get) { $0.text }
            #expect(!html.contains(#"class="star"#))
        }
        try await withWritableService { client, _ in
            let html = try await client.execute(uri: "/recipe/crock-pot-roast", method: .get) { $0.text }
            #expect(html.contains(#"<button type="button" class="star js-only" data-slug="crock-pot-roast" aria-pressed="false""#))
        }
    }

    @Test func favoritesOnlyListsTheStoresFavoritesAndFollowsChanges() async throws {
        try await withWritableService { client, store in
            _ = try await store.addFavorite(slug: "big-night-pizza")
            try await client.execute(uri: "/?favorites=1", method: .get) { response in
                let html = response.text
                #expect(html.contains("Favorite recipes"))
                #expect(html.contains(#"href="/recipe/big-night-pizza""#))
                #expect(!html.contains(#"href="/recipe/crock-pot-roast""#))
                #expect(html.contains(#"name="favorites" value="1" checked"#))
            }
            try await client.write(.put, "/favorites/crock-pot-roast") { #expect($0.status == .noContent) }
            let html = try await client.execute(uri: "/?favorites=1", method: .get) { $0.text }
            #expect(html.contains(#"href="/recipe/crock-pot-roast""#))
            _ = try await store.removeFavorite(slug: "big-night-pizza")
            _ = try await store.removeFavorite(slug: "crock-pot-roast")
            let none = try await client.execute(uri: "/?favorites=1", method: .get) { $0.text }
            #expect(none.contains("no favorites match"))
        }
    }

    @Test func stepTimersCarryTheirMinutesAndTheClockScaleIsChecked() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/recipe/crock-pot-roast?clockScale=60", method: .get) { response in
                let html = response.text
                #expect(html.contains(#"<body data-clock-scale="60.0">"#))
                #expect(html.contains(#"data-minutes="420" data-label="Crock Pot Roast · step 4""#))
                #expect(html.contains(#"<section id="cook" class="cook" aria-label="Cook mode" hidden>"#))
            }
            for bad in ["0", "-2", "fast", "100000"] {
                try await client.execute(uri: "/recipe/crock-pot-roast?clockScale=\(bad)", method: .get) { response in
                    #expect(response.status == .badRequest, "\(bad)")
                    #expect(response.text.contains("clockScale must be a number above 0"))
                }
            }
        }
    }

    @Test func theShoppingPageMergesTheChosenRecipesByAisle() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/shopping?recipe=crock-pot-roast&recipe=big-night-pizza&scale=2", method: .get) { response in
                let html = response.text
                #expect(response.status == .ok)
                #expect(html.contains(#"For <a href="/recipe/crock-pot-roast">Crock Pot Roast</a>, <a href="/recipe/big-night-pizza">Big Night Pizza</a> · ×2"#))
                #expect(html.contains("<h2>Meat</h2>"))
                #expect(html.contains(#"<input type="checkbox" class="tick" data-key="Meat|beef roast"> <span class="quantity">2</span>"#))
            }
            let empty = try await client.execute(uri: "/shopping", method: .get) { $0.text }
            #expect(empty.contains("No recipes chosen yet"))
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("/shopping?recipe=no-such-dish", .notFound, "no recipe has the address"),
                ("/shopping?recipe=crock-pot-roast&scale=0", .badRequest, "scale must be a number above 0"),
                ("/shopping?aisle=Meat", .badRequest, "aisle is not a parameter of this page"),
                ("/shopping?" + Array(repeating: "recipe=crock-pot-roast", count: 51).joined(separator: "&"), .badRequest, "at most 50"),
            ]
            for (uri, status, text) in cases {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.text.contains(text), "\(uri)")
                }
            }
        }
    }
}
