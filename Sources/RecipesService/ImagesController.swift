import Foundation
import HTTPTypes
import Hummingbird
import RecipesKit
import RecipesWeb

/// `GET /images/{slug}`: a recipe's picture through the image facade, or a placeholder saying why there is none.
struct ImagesController<Repository: CatalogRepository> {
    let repository: Repository
    /// Where pictures come from; nil when this service fetches none.
    let images: (any ImageFacadeProtocol)?

    /// Registers the route.
    func addRoutes(to router: Router<some RequestContext>) {
        router.get("images/:slug", use: image)
    }

    @Sendable func image(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        guard let snapshot = try? await repository.snapshot() else { return PageResponses.placeholder("the catalog cannot be read") }
        guard let recipe = snapshot.recipe(slug: slug) else {
            return PageResponses.html(.message(status: 404, heading: "No such recipe", message: "no recipe has the address '\(slug)'"), to: request)
        }
        let address = recipe.imageURL?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !address.isEmpty else { return PageResponses.placeholder("the recipe has no image") }
        guard let images else { return PageResponses.placeholder("this service fetches no images") }
        switch await images.image(at: address) {
        case .unavailable(let reason):
            return PageResponses.placeholder(reason)
        case .image(let image):
            var headers: HTTPFields = [
                .eTag: image.etag, .cacheControl: "public, max-age=86400", .contentType: image.contentType,
                .xContentTypeOptions: "nosniff", .contentSecurityPolicy: "default-src 'none'",
            ]
            if let tags = request.headers[.ifNoneMatch], tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == image.etag }) {
                headers[.contentType] = nil
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentLength] = String(image.bytes.count)
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
        }
    }
}

extension HTTPField.Name {
    /// Why a picture is a placeholder: `placeholder; <reason>`.
    static let recipesImage = Self(valid: "Recipes-Image")
}
