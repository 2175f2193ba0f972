import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesCodecs
import RecipesKit
@testable import RecipesService

/// A repository holding its catalog in memory.
struct InMemoryCatalogRepository: CatalogRepository {
    let recipes: [Recipe]

    func snapshot() async throws(CatalogError) -> CatalogSnapshot {
        CatalogSnapshot(recipes: recipes, source: "memory")
    }

    var currentSnapshot: CatalogSnapshot? { CatalogSnapshot(recipes: recipes, source: "memory") }
}

/// A repository that answers from one snapshot, built by the test.
struct FixedSnapshotRepository: CatalogRepository {
    let snapshot: CatalogSnapshot

    func snapshot() async throws(CatalogError) -> CatalogSnapshot { snapshot }

    var currentSnapshot: CatalogSnapshot? { snapshot }
}

/// A repository whose catalog cannot be loaded.
struct FailingCatalogRepository: CatalogRepository {
    func snapshot() async throws(CatalogError) -> CatalogSnapshot {
        throw CatalogError(kind: .unreachable, source: "/srv/catalog.json", reason: "no such file or directory")
    }

    var currentSnapshot: CatalogSnapshot? { nil }
}

/// Runs `body` against the service's router over `recipes`, in process.
func withService(
    _ repository: some CatalogRepository, bodyLimit: Int = 1 << 20, _ body: @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    let app = Application(router: buildRouter(repository: repository, bodyLimit: bodyLimit))
    try await app.test(.router, body)
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(buffer: body)) }
    var recipes: [Recipe] { (try? CatalogDecoder().decode(Data(buffer: body))) ?? [] }
}
