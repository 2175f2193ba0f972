import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import RecipesCodecs
import RecipesKit

extension RecipesController {
    /// `POST /recipes`: adds one recipe object (201 with its `Location`), or an array of them all or none
    /// (201 with the array), once committed.
    @Sendable func create(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/recipes")
        try await authorize(request, context: context)
        let (recipes, isArray) = try await submittedRecipes(request, allowArray: true)
        // Read before the write: once the recipe is committed, a failure here would answer 503 for a stored recipe.
        let store = try await APIError.answering { () async throws(CatalogStoreError) in try await repository.storeIdentity() }
        let stored = try await APIError.answering { () async throws(CatalogStoreError) in try await repository.add(recipes) }
        guard isArray else {
            return stored[0].response(status: .created, store: store, headers: [.location: "/recipes/\(stored[0].slug)"])
        }
        return Response.json(CatalogEncoder().encode(stored.map(\.recipe)), status: .created)
    }

    /// `PUT /recipes/{slug}`: replaces a recipe (its name may change, and its slug with it).
    @Sendable func replace(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/recipes/{slug}")
        try await authorize(request, context: context)
        let recipe = try await submittedRecipes(request, allowArray: false).recipes[0]
        // "Only if none is there yet" (RFC 9110 13.1.2): a replace never creates, so it is always refused, with no
        // read that another writer could overtake.
        if request.headers[values: .ifNoneMatch].flatMap({ $0.split(separator: ",") }).contains(where: { $0.trimmingCharacters(in: .whitespaces) == "*" }) {
            throw APIError(.preconditionFailed, detail: "If-None-Match: * asks to create, and PUT /recipes/{slug} only replaces; POST /recipes creates")
        }
        let (store, expected) = try await expectedRevisions(request)
        let stored = try await APIError.answering { () async throws(CatalogStoreError) in
            [try await repository.replace(slug: slug, with: recipe, expecting: expected)]
        }[0]
        return stored.response(status: .ok, store: store, headers: stored.slug == slug ? [:] : [.contentLocation: "/recipes/\(stored.slug)"])
    }

    /// `DELETE /recipes/{slug}`: removes a recipe; 204.
    @Sendable func delete(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/recipes/{slug}")
        try await authorize(request, context: context)
        let expected = try await expectedRevisions(request).expected
        _ = try await APIError.answering { () async throws(CatalogStoreError) in
            [try await repository.remove(slug: slug, expecting: expected)]
        }
        return Response(status: .noContent)
    }

    /// This store's identity, and the revisions `If-Match` names in it (nil with no `If-Match`, or with `*`); 412 when
    /// every tag is a recipe's of another store, said so rather than as a change since the client read it.
    private func expectedRevisions(_ request: Request) async throws(APIError) -> (store: String, expected: Set<Int>?) {
        let store = try await APIError.answering { () async throws(CatalogStoreError) in try await repository.storeIdentity() }
        let tags = request.headers[values: .ifMatch]
        guard !tags.isEmpty else { return (store, nil) }
        let expected = JSONBody.revisions(ifMatch: tags, store: store)
        // Only a tag with another identity is said to be another store's: one of the form before recipes' tags named
        // their store (a client's old tag, a replica not yet upgraded) is just stale.
        if let expected, expected.isEmpty, !JSONBody.stores(ifMatch: tags).subtracting([store]).isEmpty {
            throw APIError(
                .preconditionFailed, detail: "If-Match names a recipe read from another store (this one is \(store)); read it here again",
                code: StoreIdentity.otherStoreCode)
        }
        return (store, expected)
    }

    private func authorize(_ request: Request, context: some RemoteAddressRequestContext) async throws(APIError) {
        try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason)
    }

    /// The request body as valid recipes (one object, or an array when allowed), or 415, 413 or 422 saying what is wrong.
    private func submittedRecipes(_ request: Request, allowArray: Bool) async throws -> (recipes: [Recipe], isArray: Bool) {
        let data = try await Self.jsonBody(of: request, upTo: bodyLimit, limitDetail: "request bodies are limited to \(bodyLimit) bytes")
        do {
            let recipes = try RecipeValidator.recipes(from: data, allowArray: allowArray)
            let isArray = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "[")
            return (recipes, isArray)
        } catch {
            // Names repeated inside one batch, and nothing else wrong, conflict as a taken name does: 409.
            let decoded = try? CatalogDecoder(keepsNegativeTimers: true).decode(data)
            let repeats = decoded.map { RecipeValidator.duplicateIssues(in: $0) } ?? []
            let status: HTTPResponse.Status = !repeats.isEmpty && Set(repeats) == Set(error.issues) ? .conflict : .unprocessableContent
            throw APIError(status, detail: error.message, issues: error.issues)
        }
    }

    /// The body of a JSON write: 415 unless its Content-Type names JSON, 413 (saying `limitDetail`) past `limit` bytes.
    static func jsonBody(of request: Request, upTo limit: Int, limitDetail: String) async throws(APIError) -> Data {
        guard isJSON(request.headers[.contentType]) else {
            let sent = request.headers[.contentType].map { "got \($0)" } ?? "no Content-Type was sent"
            throw APIError(.unsupportedMediaType, detail: "send Content-Type: application/json (\(sent))")
        }
        var request = request
        do {
            return Data(buffer: try await request.collectBody(upTo: limit))
        } catch {
            throw APIError(.contentTooLarge, detail: limitDetail)
        }
    }

    /// A write's JSON body of at most `limit` bytes decoded as `Body`: a rule of the body's own broken (a
    /// `PlanBodyError`) is `422` with its line, anything else that is no such object `400` naming `what` it should be.
    static func decodedBody<Body: Decodable>(of request: Request, upTo limit: Int, limitDetail: String, what: String) async throws -> Body {
        let data = try await jsonBody(of: request, upTo: limit, limitDetail: limitDetail)
        do {
            return try JSONDecoder().decode(Body.self, from: data)
        } catch let error as PlanBodyError {
            throw APIError(.unprocessableContent, detail: error.message)
        } catch {
            throw APIError(.badRequest, detail: "the body is not a JSON object of \(what)")
        }
    }

    /// Whether a Content-Type names JSON: `application/json` or any `+json` type, whatever its parameters.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard let slash = type.firstIndex(of: "/"), type[..<slash] == "application" else { return false }
        let subtype = type[type.index(after: slash)...]
        return subtype == "json" || (subtype.hasSuffix("+json") && subtype.count > 5)
    }
}

extension StoredRecipe {
    /// The recipe as the API answers a write to the store whose identity is `store`: its JSON, with the ETag a later
    /// `If-Match` should send.
    func response(status: HTTPResponse.Status, store: String, headers extra: HTTPFields) -> Response {
        let body = JSONBody(CatalogEncoder().encode(recipe), version: JSONBody.recipeVersion(revision, store: store))
        var response = Response.json(Array(buffer: body.bytes), status: status)
        response.headers[.eTag] = body.etag
        response.headers.append(contentsOf: extra)
        return response
    }
}
