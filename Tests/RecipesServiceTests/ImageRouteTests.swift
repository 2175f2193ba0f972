import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import RecipesWeb
import Testing

/// `GET /images/{slug}`: the picture through the image facade, with its own validator, or the placeholder.
@Suite struct ImageRouteTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    func withImages(_ facade: InMemoryImageFacade?, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var dish = Sample.recipe("Picture Soup", ingredients: [("stock", "Misc")])
        dish.imageURL = "https://images.example.com/soup.png"
        var broken = Sample.recipe("Broken Picture", ingredients: [("egg", "Dairy")])
        broken.imageURL = "http://10.0.0.7/egg.png"
        let bare = Sample.recipe("No Picture", ingredients: [("egg", "Dairy")])
        let router = buildRouter(repository: InMemoryCatalogRepository(recipes: [dish, broken, bare]), images: facade)
        try await Application(router: router).test(.router, body)
    }

    @Test func aPictureIsServedWithItsOwnETagAndRevalidates() async throws {
        let image = RecipeImage(bytes: Self.png, contentType: "image/png", etag: "\"iabc\"")
        let facade = InMemoryImageFacade(["https://images.example.com/soup.png": .image(image)])
        try await withImages(facade) { client in
            try await client.execute(uri: "/images/picture-soup", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[.eTag] == "\"iabc\"")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                // Asked again on each view: an upload or a new imageURL answers at the same address at once.
                #expect(response.headers[.cacheControl] == "public, no-cache")
                #expect(Data(buffer: response.body) == Self.png)
            }
            try await client.execute(uri: "/images/picture-soup", method: .get, headers: [.ifNoneMatch: "\"iabc\""]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
        }
        #expect(facade.requests == ["https://images.example.com/soup.png", "https://images.example.com/soup.png"])
    }

    @Test func aPictureThatCannotBeHadIsThePlaceholderSayingWhy() async throws {
        let facade = InMemoryImageFacade(["http://10.0.0.7/egg.png": .unavailable("the image host 10.0.0.7 resolves to 10.0.0.7, a private address")])
        try await withImages(facade) { client in
            try await client.execute(uri: "/images/broken-picture", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(response.headers[.cacheControl] == "no-cache")
                #expect(response.headers[.recipesImage]?.contains("a private address") == true)
                #expect(Array(buffer: response.body) == ImagePlaceholder.svg)
            }
            try await client.execute(uri: "/images/no-picture", method: .get) { response in
                #expect(response.headers[.recipesImage] == "placeholder; the recipe has no image")
            }
            try await client.execute(uri: "/images/no-such-dish", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
        }
        #expect(facade.requests == ["http://10.0.0.7/egg.png"])
    }

    @Test func aServiceWithoutAnImageFacadeShowsPlaceholders() async throws {
        try await withImages(nil) { client in
            try await client.execute(uri: "/images/picture-soup", method: .get) { response in
                #expect(response.headers[.recipesImage] == "placeholder; this service fetches no images")
            }
        }
    }
}
