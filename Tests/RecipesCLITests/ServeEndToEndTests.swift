import Foundation
import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `recipes serve` running for real on an ephemeral loopback port.
final class RunningServer: Sendable {
    let process: BackgroundProcess
    let baseURL: String

    /// Starts `recipes serve`; with no `environment`, its store lives in a fresh data folder of its own.
    init(_ arguments: [String], environment: [String: String]? = nil) async throws {
        var inherited = ProcessInfo.processInfo.environment
        inherited["XDG_DATA_HOME"] = ScratchFolder.path("xdg-data").path
        inherited.merge(environment ?? [:]) { $1 }
        let process = try BackgroundProcess(RecipesBinary.url.path, ["serve", "--port", "0"] + arguments, environment: inherited)
        // The server says where it listens once the socket is bound (after the framework's own log line).
        let said = await process.waitForOutput(error: true, timeout: .seconds(120)) { text in
            text.components(separatedBy: "\n").dropLast().contains { $0.contains("recipes: serving") }
        }
        // "serving N recipes from SOURCE at http://127.0.0.1:PORT": the source may be a URL too.
        guard let range = said.range(of: " at http://127.0.0.1:") else {
            process.signal(SIGKILL)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve did not start: \(said)"])
        }
        let port = said[range.upperBound...].prefix { $0.isNumber }
        self.process = process
        self.baseURL = "http://127.0.0.1:\(port)"
    }

    /// Everything the server has written to standard error: its messages and its log.
    var errorOutput: String { process.errorOutput }

    /// Sends SIGTERM and waits for the exit status (the server shuts down gracefully).
    func stop() async -> Int32 {
        let (status, inTime) = await process.stop(SIGTERM, grace: .seconds(5))
        if !inTime { Issue.record("serve did not stop within 5 s of SIGTERM") }
        return status
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> (status: Int, headers: [AnyHashable: Any], body: Data) {
        var request = URLRequest(url: URL(string: baseURL + path)!, cachePolicy: .reloadIgnoringLocalCacheData)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (body, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.allHeaderFields, body)
    }
}

@Suite(.serialized) struct ServeEndToEndTests {
    @Test func theCLIReadsTheCatalogFromARunningServer() async throws {
        let server = try await RunningServer(["--source", RecipesBinary.fixture("Recipes.json")])
        let shown = try await RecipesBinary.run(["show", "Crock Pot Roast", "--timers", "--source", server.baseURL])
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.contains("  4.     7 h  Cook on low for 7-9 hours."))
        let filtered = try await RecipesBinary.run(["filter", "--ingredient", "beef", "--format", "json", "--source", server.baseURL + "/recipes.json"])
        #expect(try CatalogDecoder().decode(Data(filtered.standardOutput.utf8)).map(\.name) == ["Crock Pot Roast", "Curried Lentils and Rice"])
        #expect(await server.stop() == 0)
    }

    @Test func theAPIAnswersWithETagsAnd304s() async throws {
        let server = try await RunningServer([])
        let first = try await server.get("/recipes?ingredient=beef&limit=1")
        #expect(first.status == 200)
        #expect(first.headers["X-Total-Count"] as? String == "4")
        let etag = try #require(first.headers["Etag"] as? String ?? first.headers["ETag"] as? String)
        let again = try await server.get("/recipes?ingredient=beef&limit=1", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let missing = try await server.get("/recipes/unicorn")
        #expect(missing.status == 404)
        #expect(await server.stop() == 0)
    }

    @Test func aBadSourceFailsBeforeListening() async throws {
        let result = try await RecipesBinary.run(["serve", "--port", "0", "--source", RecipesBinary.fixture("Invalid/NegativeTimer.json")])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        let missing = try await RecipesBinary.run(["serve", "--port", "0", "--source", "/no/such.json"])
        #expect(missing.status == 69)
        let badPort = try await RecipesBinary.run(["serve", "--port", "70000"])
        #expect(badPort.status == 64)
    }

    @Test func aPortInUseIsAOneLineError() async throws {
        let server = try await RunningServer([])
        let port = server.baseURL.split(separator: ":").last.map(String.init) ?? ""
        let second = try await RecipesBinary.run(["serve", "--port", port])
        #expect(second.status == 69)
        #expect(second.errorLines.last == "recipes: cannot listen on 127.0.0.1:\(port): address already in use", "\(second.standardError)")
        #expect(await server.stop() == 0)
    }
}

@Suite(.serialized) struct ClientCacheEndToEndTests {
    func cacheEnvironment() -> (environment: [String: String], directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID().uuidString)")
        return (["XDG_CACHE_HOME": directory.path], directory)
    }

    @Test func revalidatesWithA304ThenWorksOfflineAndFromTheCopyWhenTheServerIsGone() async throws {
        let (environment, directory) = cacheEnvironment()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(["--source", RecipesBinary.fixture("Recipes.json")])
        let first = try await RecipesBinary.run(["list", "--source", server.baseURL], environment: environment)
        #expect(first.status == 0)
        let second = try await RecipesBinary.run(["list", "--source", server.baseURL], environment: environment)
        #expect(second.status == 0)
        #expect(second.standardOutput == first.standardOutput)
        #expect(await server.stop() == 0)
        // The server's access log shows the second fetch was answered 304 from the ETag the cache kept.
        let log = server.errorOutput
        let statuses = log.split(separator: "\n").filter { $0.contains("GET /recipes.json ") }.map { $0.split(separator: " ").reversed()[2] }
        #expect(statuses == ["200", "304"], "\(log)")

        let offline = try await RecipesBinary.run(["list", "--offline", "--source", server.baseURL], environment: environment)
        #expect(offline.status == 0)
        #expect(offline.standardOutput == first.standardOutput)
        #expect(offline.standardError.isEmpty)

        let fallback = try await RecipesBinary.run(["show", "Crock Pot Roast", "--source", server.baseURL], environment: environment)
        #expect(fallback.status == 0)
        #expect(fallback.standardOutput.hasPrefix("Crock Pot Roast\n"))
        #expect(fallback.errorLines == ["recipes: warning: \(server.baseURL)/recipes.json: connection refused; using the copy cached just now"])
    }

    @Test func withNoCopyAnUnreachableServerIsStillAnError() async throws {
        let (environment, directory) = cacheEnvironment()
        defer { try? FileManager.default.removeItem(at: directory) }
        let offline = try await RecipesBinary.run(["list", "--offline", "--source", "http://127.0.0.1:1"], environment: environment)
        #expect(offline.status == 69)
        #expect(offline.errorLines == ["recipes: http://127.0.0.1:1/recipes.json: no cached copy to use offline; run once without --offline"])
    }

    @Test func concurrentProcessesShareTheCacheSafely() async throws {
        let (environment, directory) = cacheEnvironment()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer([])
        let results = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<8 {
                group.addTask { try await RecipesBinary.run(["list", "--source", server.baseURL], environment: environment).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: 0, count: 8))
        #expect(await server.stop() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("recipes").path)
        #expect(files.count == 1 && files[0].hasSuffix(".entry"), "\(files)")
        let offline = try await RecipesBinary.run(["list", "--offline", "--source", server.baseURL], environment: environment)
        #expect(offline.status == 0)
    }

    @Test func watchShowsTheListOnceWhileItDoesNotChange() async throws {
        let (environment, directory) = cacheEnvironment()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(["--source", RecipesBinary.fixture("Recipes.json")])
        // Long enough for the first list to arrive on a loaded CI machine, and for many unchanged polls after it.
        let watched = try await RecipesBinary.run(
            ["list", "--watch", "0.2", "--source", server.baseURL], environment: environment, timeout: .seconds(6), expectTimeout: true)
        #expect(watched.standardOutput.components(separatedBy: "NAME").count == 2, "\(watched.standardOutput)")
        #expect(await server.stop() == 0)
    }
}
