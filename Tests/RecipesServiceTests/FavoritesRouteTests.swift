import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// `GET /favorites` and `PUT`/`DELETE /favorites/{slug}`: the page's star, kept in the store, written with the token.
@Suite struct FavoritesRouteTests {
    @Test func markingAndUnmarkingAreIdempotentAndListedInOrder() async throws {
        try await withWritableService { client, store in
            for slug in ["big-night-pizza", "crock-pot-roast", "big-night-pizza"] {
                try await client.write(.put, "/favorites/\(slug)") { #expect($0.status == .noContent) }
            }
            try await client.execute(uri: "/favorites", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "private, no-cache")
                #expect(response.headers[.vary] == "Accept-Encoding, Authorization, Cookie")
                #expect(response.json as? [String] == ["big-night-pizza", "crock-pot-roast"])
            }
            for _ in 0..<2 {
                try await client.write(.delete, "/favorites/big-night-pizza") { #expect($0.status == .noContent) }
            }
            #expect(try await store.favorites() == ["crock-pot-roast"])
        }
    }

    @Test func changesNeedTheTokenAndAnExistingRecipe() async throws {
        try await withWritableService { client, store in
            try await client.write(.put, "/favorites/crock-pot-roast", token: nil) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer realm=\"recipes\"")
            }
            try await client.write(.put, "/favorites/crock-pot-roast", token: "guess") { #expect($0.status == .unauthorized) }
            try await client.write(.put, "/favorites/no-such-dish") { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("no recipe with slug 'no-such-dish'"))
            }
            try await client.write(.put, "/favorites/crock-pot-roast?now=1") { #expect($0.status == .badRequest) }
            #expect(try await store.favorites() == [])
        }
    }

    @Test func aCatalogThatIsNotAStoreHasNoFavoritesAndRefusesThem() async throws {
        try await withService(InMemoryCatalogRepository(recipes: try Fixtures.recipes())) { client in
            try await client.execute(uri: "/favorites", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.json as? [String] == [])
            }
            try await client.write(.put, "/favorites/crock-pot-roast") { response in
                #expect(response.status == .forbidden)
                #expect(response.text.contains("cannot be written"))
            }
            try await client.execute(uri: "/favorites/crock-pot-roast", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "PUT, DELETE")
            }
        }
    }
}
