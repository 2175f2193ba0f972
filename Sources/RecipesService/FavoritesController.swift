import Foundation
import HTTPTypes
import Hummingbird
import RecipesKit

/// The favorites, for the page's star: a signed-in user's (or a user token's) own, else the household's; read by
/// anyone, marked and unmarked by an editor.
struct FavoritesController<Repository: CatalogRepository> {
    let repository: Repository
    let writeAccess: WriteAccess

    /// Registers `GET /favorites` and `PUT`/`DELETE /favorites/{slug}`.
    func addRoutes(to router: Router<some RemoteAddressRequestContext>) {
        router.get("favorites", use: list)
        router.put("favorites/:slug", use: mark)
        router.delete("favorites/:slug", use: unmark)
    }

    /// `GET /favorites`: the favorites' slugs as a JSON array, in the order they were marked.
    @Sendable func list(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try RouteQuery.refuse(of: request, on: "/favorites")
        let person = try await writeAccess.identify(request, context: context)?.person ?? .household
        let slugs = try await Self.favorites(of: person, in: repository)
        let data = (try? JSONSerialization.data(withJSONObject: slugs, options: [.withoutEscapingSlashes])) ?? Data("[]".utf8)
        var response = JSONBody(Array(data) + [0x0A]).response(to: request)
        // Favorites change without the catalog changing: a browser must ask again rather than reuse an old list, and
        // each person's are their own.
        response.headers[.cacheControl] = "private, no-cache"
        response.headers[.vary] = PersonalController<Repository>.vary
        return response
    }

    /// `person`'s favorites: the household's as the repository keeps them beside its snapshot, a user's from the store.
    static func favorites(of person: Person, in repository: Repository) async throws(APIError) -> [String] {
        guard !person.isHousehold else {
            return try await APIError.answering { () async throws(CatalogStoreError) in try await repository.favorites() }
        }
        let personal = try PersonalController<Repository>.store(of: repository)
        return try await APIError.answering { () async throws(CatalogStoreError) in try await personal.favorites(of: person) }
    }

    /// `PUT /favorites/{slug}`: marks a recipe a favorite; 204, also when it already was one.
    @Sendable func mark(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try await set(request, context: context, true)
    }

    /// `DELETE /favorites/{slug}`: unmarks it; 204, also when it was not one.
    @Sendable func unmark(_ request: Request, context: some RemoteAddressRequestContext) async throws -> Response {
        try await set(request, context: context, false)
    }

    private func set(_ request: Request, context: some RemoteAddressRequestContext, _ isFavorite: Bool) async throws -> Response {
        let slug = try context.parameters.require("slug")
        try RouteQuery.refuse(of: request, on: "/favorites/{slug}")
        let person = try await writeAccess.authorize(request, context: context, readOnlyReason: repository.readOnlyReason).person
        if isFavorite {
            let snapshot: CatalogSnapshot
            do {
                snapshot = try await repository.snapshot()
            } catch {
                throw APIError(.serviceUnavailable, detail: error.description)
            }
            guard snapshot.recipe(slug: slug) != nil else { throw APIError(.notFound, detail: "no recipe with slug '\(slug)'") }
        }
        if !person.isHousehold {
            let personal = try PersonalController<Repository>.store(of: repository)
            _ = try await APIError.answering { () async throws(CatalogStoreError) in try await personal.mark(slug, for: person, [.favorite(isFavorite)]) }
        } else {
            _ = try await APIError.answering { () async throws(CatalogStoreError) in try await repository.setFavorite(slug: slug, isFavorite) }
        }
        return Response(status: .noContent)
    }
}
