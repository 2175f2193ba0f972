import Foundation
import RecipesCodecs
import RecipesKit

/// Writes through a catalog service's API (`POST /recipes`, `DELETE /recipes/{slug}`) with a bearer token.
public struct ServiceWriter: CatalogWriterProtocol {
    /// The service's base URL.
    public let baseURL: URL
    private let token: String?
    private let session: any SessionProtocol

    /// Creates a writer for the service at `baseURL`, sending `token` (from `RECIPES_TOKEN`) with each write.
    public init(baseURL: URL, token: String?, session: any SessionProtocol) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
    }

    public var destination: String { baseURL.absoluteString }

    /// Posts every recipe in one request, which the service checks and commits all or none.
    public func add(_ recipes: [Recipe]) async throws(CatalogStoreError) -> [StoredRecipe] {
        let request = SessionRequest(
            method: "POST", url: baseURL.appendingPathComponent("recipes"), headers: headers(json: true),
            body: Data(CatalogEncoder().encode(recipes)))
        let response = try await send(request, expecting: 201)
        // The service answers with what it stored; a recipe it echoes back differently is reported as stored.
        let stored = (try? CatalogDecoder().decode(response.body)).flatMap { $0.count == recipes.count ? $0 : nil } ?? recipes
        return stored.map { StoredRecipe(recipe: $0, slug: $0.baseSlug, revision: 0) }
    }

    public func remove(slug: String) async throws(CatalogStoreError) -> StoredRecipe {
        let url = baseURL.appendingPathComponent("recipes").appendingPathComponent(slug)
        let (recipe, _) = try await current(at: url)
        _ = try await send(SessionRequest(method: "DELETE", url: url, headers: headers(json: false)), expecting: 204)
        return StoredRecipe(recipe: recipe, slug: slug, revision: 0)
    }

    /// `PUT /recipes/{slug}`: the service replaces the recipe (renaming it when the name changed) in one transaction.
    public func replace(slug: String, with recipe: Recipe) async throws(CatalogStoreError) -> StoredRecipe {
        let url = baseURL.appendingPathComponent("recipes").appendingPathComponent(slug)
        let request = SessionRequest(method: "PUT", url: url, headers: headers(json: true), body: Data(CatalogEncoder().encode(recipe)))
        let response = try await send(request, expecting: 200)
        let stored = (try? CatalogDecoder().decodeRecipe(response.body)) ?? recipe
        return StoredRecipe(recipe: stored, slug: stored.baseSlug, revision: 0)
    }

    /// `GET /recipes/{slug}` for the recipe and its ETag, then `PUT` with `If-Match`: the service refuses (412) a
    /// write when the recipe changed after that read (a refusal for another store's tag gives the service's reason).
    public func replace(slug: String, with recipe: Recipe, unlessChangedFrom original: Recipe) async throws(CatalogStoreError) -> StoredRecipe {
        let url = baseURL.appendingPathComponent("recipes").appendingPathComponent(slug)
        let (stored, etag) = try await current(at: url)
        guard stored == original else { throw Self.changedSinceRead(original) }
        // Without the recipe's ETag the check and the write could not be one: nothing is written unguarded.
        guard let etag else {
            throw CatalogStoreError(.unavailable, "\(url.absoluteString): the service sent no ETag, so the recipe cannot be replaced safely")
        }
        var headers = headers(json: true)
        headers["If-Match"] = etag
        let request = SessionRequest(method: "PUT", url: url, headers: headers, body: Data(CatalogEncoder().encode(recipe)))
        let response = try await send(request, expecting: 200, passing: [412])
        if response.statusCode == 412 {
            // Refused for another store's tag (a balancer over stores that are not replicas), no one changed the
            // recipe: the service's own reason is the one to give.
            if let refusal = Self.document(in: response.body), refusal["code"] as? String == StoreIdentity.otherStoreCode {
                let detail = refusal["detail"] as? String ?? "the service answered from another store"
                throw CatalogStoreError(.conflict, "\"\(original.displayName)\": \(detail); nothing was written")
            }
            throw Self.changedSinceRead(original)
        }
        let written = (try? CatalogDecoder().decodeRecipe(response.body)) ?? recipe
        return StoredRecipe(recipe: written, slug: written.baseSlug, revision: 0)
    }

    /// The recipe at `url` as the service has it now, and its ETag.
    private func current(at url: URL) async throws(CatalogStoreError) -> (Recipe, etag: String?) {
        let response = try await send(SessionRequest(url: url), expecting: 200)
        do {
            return (try CatalogDecoder().decodeRecipe(response.body), response.etag)
        } catch {
            throw CatalogStoreError(.unavailable, "\(url.absoluteString): the answer is not a recipe (\(error))")
        }
    }

    private func headers(json: Bool) -> [String: String] {
        var headers = json ? ["Content-Type": "application/json"] : [:]
        if let token, !token.isEmpty { headers["Authorization"] = "Bearer \(token)" }
        return headers
    }

    /// The answer to `request` when its status is `status` or one of `passing`; any other is thrown as a store error.
    private func send(
        _ request: SessionRequest, expecting status: Int, passing: Set<Int> = []
    ) async throws(CatalogStoreError) -> SessionResponse {
        let response: SessionResponse
        do {
            response = try await session.send(request)
        } catch {
            throw CatalogStoreError(.unavailable, "\(request.url.absoluteString): \(error.reason)")
        }
        guard response.statusCode != status, !passing.contains(response.statusCode) else { return response }
        let detail = Self.detail(in: response.body) ?? "HTTP \(response.statusCode)"
        switch response.statusCode {
        case 401, 403:
            let hint = (token ?? "").isEmpty && response.statusCode == 401 ? " (set RECIPES_TOKEN)" : ""
            throw CatalogStoreError(.forbidden, "\(baseURL.absoluteString): \(detail)\(hint)")
        case 404: throw CatalogStoreError(.notFound, detail)
        case 409: throw CatalogStoreError(.duplicate, detail)
        case 412: throw CatalogStoreError(.conflict, detail)
        case 413, 422: throw CatalogStoreError(.invalid, detail)
        default: throw CatalogStoreError(.unavailable, "\(request.url.absoluteString): \(detail)")
        }
    }

    /// The `detail` of the API's JSON error document.
    private static func detail(in body: Data) -> String? {
        document(in: body)?["detail"] as? String
    }

    /// The API's JSON error document.
    private static func document(in body: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
