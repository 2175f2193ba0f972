import Foundation
import HTTPTypes
import Hummingbird
import RecipesCodecs
import RecipesKit
import RecipesWeb

/// `/images/{slug}`: a recipe's picture — the one uploaded for it, else its `imageURL` through the image facade, else a
/// placeholder saying why there is none; an editor uploads one (`PUT`, the file's bytes) or takes it away (`DELETE`).
struct ImagesController<Repository: CatalogRepository> {
    let repository: Repository
    /// Where pictures come from; nil when this service fetches none.
    let images: (any ImageFacadeProtocol)?
    /// Who may upload.
    let writeAccess: WriteAccess
    /// The largest upload, in bytes.
    let uploadLimit: Int

    /// Registers the routes.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("images/:slug", use: image)
        router.put("images/:slug", use: upload)
        router.delete("images/:slug", use: remove)
    }

    @Sendable func image(_ request: Request, context: some RequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/images/{slug}")
        guard let snapshot = try? await repository.snapshot() else { return PageResponses.placeholder("the catalog cannot be read") }
        guard let recipe = snapshot.recipe(slug: slug) else {
            return PageResponses.html(.message(status: 404, heading: "No such recipe", message: "no recipe has the address '\(slug)'"), to: request)
        }
        if let pictures = repository.pictures, let digest = try? await pictures.pictureDigest(slug: slug) {
            // Replaced in place by the next upload: asked again each time, answered 304 while unchanged, and then
            // without reading the picture's bytes from the store.
            let etag = Self.etag(digest)
            if Self.matches(request, etag) { return Self.notModified(etag: etag, cacheControl: "no-cache") }
            if let uploaded = try? await pictures.picture(slug: slug) {
                return Self.answer(uploaded.bytes, contentType: uploaded.contentType, etag: Self.etag(uploaded.digest), cacheControl: "no-cache", to: request)
            }
        }
        let address = recipe.imageURL?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !address.isEmpty else { return PageResponses.placeholder("the recipe has no image") }
        guard let images else { return PageResponses.placeholder("this service fetches no images") }
        switch await images.image(at: address) {
        case .unavailable(let reason):
            return PageResponses.placeholder(reason)
        case .image(let image):
            // Revalidated, not kept for a day: the same address answers with an upload, or another recipe's new
            // `imageURL`, as soon as one is made, and the pages name no version in it.
            return Self.answer(image.bytes, contentType: image.contentType, etag: image.etag, cacheControl: "public, no-cache", to: request)
        }
    }

    /// `PUT /images/{slug}`: the request's body, a PNG, JPEG or WebP file of at most `uploadLimit` bytes and
    /// `PictureRules`' dimensions, becomes the recipe's picture (`204`); read only once the writer is known.
    @Sendable func upload(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/images/{slug}")
        try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
        let pictures = try store()
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: uploadLimit)
        } catch {
            throw APIError(.contentTooLarge, detail: "a picture is at most \(uploadLimit) bytes (--max-upload-size)")
        }
        let picture: StoredPicture
        switch PictureUpload.check(Array(buffer: body), limit: uploadLimit) {
        case .success(let checked): picture = checked
        case .failure(let refusal): throw APIError(.unprocessableContent, detail: refusal.message)
        }
        try await APIError.answering { () async throws(CatalogStoreError) in try await pictures.setPicture(picture, slug: slug) }
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    /// `DELETE /images/{slug}`: takes the uploaded picture away (`204`); `404` when there was none.
    @Sendable func remove(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/images/{slug}")
        try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
        let pictures = try store()
        let removed = try await APIError.answering { () async throws(CatalogStoreError) in try await pictures.removePicture(slug: slug) }
        guard removed else { throw APIError(.notFound, detail: "no picture was uploaded for '\(slug.forMessage)'") }
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    private func store() throws(APIError) -> any PictureStoreProtocol {
        guard let pictures = repository.pictures else {
            throw APIError(.notFound, detail: "this service keeps no pictures; serve a store (recipes serve --database PATH)")
        }
        return pictures
    }

    /// A picture's bytes, or `304` when `If-None-Match` names `etag`; never run as anything but a picture.
    private static func answer(_ bytes: Data, contentType: String, etag: String, cacheControl: String, to request: Request) -> Response {
        if matches(request, etag) { return notModified(etag: etag, cacheControl: cacheControl) }
        let headers: HTTPFields = [
            .eTag: etag, .cacheControl: cacheControl, .contentType: contentType, .xContentTypeOptions: "nosniff",
            .contentSecurityPolicy: "default-src 'none'", .contentLength: String(bytes.count),
        ]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The ETag of an uploaded picture with `digest`.
    private static func etag(_ digest: String) -> String {
        "\"u" + String(digest.prefix(16)) + "\""
    }

    /// Whether `If-None-Match` names `etag`.
    private static func matches(_ request: Request, _ etag: String) -> Bool {
        guard let tags = request.headers[.ifNoneMatch] else { return false }
        return tags.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag }
    }

    private static func notModified(etag: String, cacheControl: String) -> Response {
        Response(status: .notModified, headers: [
            .eTag: etag, .cacheControl: cacheControl, .xContentTypeOptions: "nosniff", .contentSecurityPolicy: "default-src 'none'",
        ])
    }
}

extension HTTPField.Name {
    /// Why a picture is a placeholder: `placeholder; <reason>`.
    static let recipesImage = Self(valid: "Recipes-Image")
}
