import Foundation
import RecipesTestSupport
import RecipesCodecs
@testable import RecipesKit
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RunningServer {
    /// POSTs one recipe with the bearer token; the status, or nil when no answer came.
    func post(_ json: String, token: String = "s3cret-kitchen-token") async -> Int? {
        guard let url = URL(string: baseURL + "/recipes") else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data(json.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        guard let (_, response) = try? await URLSession.shared.data(for: request) else { return nil }
        return (response as? HTTPURLResponse)?.statusCode
    }
}

@Suite(.serialized) struct DurabilityEndToEndTests {
    @Test func aHundredConcurrentWritersThroughTheAPIAllLand() async throws {
        let data = DataFolder()
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let database = data.url.appendingPathComponent("served.sqlite").path
        let server = try await RunningServer(["--database", database, "--log-level", "warning"], environment: ["RECIPES_TOKEN": "s3cret-kitchen-token"])
        let statuses = await withTaskGroup(of: Int?.self) { group in
            for index in 0..<100 { group.addTask { await server.post(recipeJSON("Concurrent \(index)")) } }
            return await group.reduce(into: [Int?]()) { $0.append($1) }
        }
        #expect(statuses.allSatisfy { $0 == 201 }, "\(statuses)")
        let catalog = try await server.get("/recipes.json")
        let names = Set(try CatalogDecoder().decode(catalog.body).map(\.name))
        #expect((0..<100).allSatisfy { names.contains("Concurrent \($0)") })
        #expect(await server.stop() == 0)
        #expect(try SQLiteCatalogStoreProbe.integrityCheck(at: database) == "ok")
    }

    @Test func everyAcknowledgedWriteSurvivesSIGKILLMidBurst() async throws {
        let data = DataFolder()
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let database = data.url.appendingPathComponent("served.sqlite").path
        let server = try await RunningServer(["--database", database, "--log-level", "warning"], environment: ["RECIPES_TOKEN": "s3cret-kitchen-token"])
        let acknowledged = try await withThrowingTaskGroup(of: [String].self) { group in
            for writer in 0..<8 {
                group.addTask {
                    var acknowledged: [String] = []
                    for index in 0..<1_000 {
                        let name = "Burst \(writer)-\(index)"
                        guard let status = await server.post(recipeJSON(name)) else { break }
                        if status == 201 { acknowledged.append(name) }
                    }
                    return acknowledged
                }
            }
            group.addTask {
                try await Task.sleep(for: .milliseconds(700))
                server.process.signal(SIGKILL)
                return []
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        _ = await server.process.exitStatus()
        #expect(acknowledged.count > 0)
        #expect(acknowledged.count < 8_000, "the server was not killed mid-burst")
        #expect(try SQLiteCatalogStoreProbe.integrityCheck(at: database) == "ok")
        let restarted = try await RunningServer(["--database", database], environment: ["RECIPES_TOKEN": "s3cret-kitchen-token"])
        let names = Set(try CatalogDecoder().decode(try await restarted.get("/recipes.json").body).map(\.name))
        #expect(acknowledged.filter { !names.contains($0) }.isEmpty)
        #expect(await restarted.stop() == 0)
        #expect(try SQLiteCatalogStoreProbe.integrityCheck(at: database) == "ok")
    }
}
