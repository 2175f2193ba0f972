import Foundation
import RecipesTestSupport
import Testing

/// What an operator running `recipes serve` sees: structured logs and the metrics endpoint, on the built binary.
@Suite(.serialized) struct ServeOperationsEndToEndTests {
    @Test func jsonLogsAreOneObjectPerLineWithTheAccessLog() async throws {
        let server = try await RunningServer(["--source", RecipesBinary.fixture("Recipes.json"), "--log-format", "json"])
        #expect(try await server.get("/recipes?ingredient=beef&limit=1").status == 200)
        #expect(try await server.get("/recipes/no%0Asuch").status == 404)
        #expect(await server.stop() == 0)
        let output = server.errorOutput
        let logLines = output.split(separator: "\n").filter { !$0.hasPrefix("recipes: ") }
        #expect(!logLines.isEmpty)
        var messages: [String] = []
        for line in logLines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(object["time"] is String && object["level"] is String && object["logger"] is String, "\(line)")
            messages.append(object["message"] as? String ?? "")
        }
        #expect(messages.contains { $0.hasPrefix("GET /recipes?ingredient=beef&limit=1 200 ") }, "\(messages)")
        // An address is logged as sent (percent-encoded): one line, whatever it holds.
        #expect(messages.contains { $0.hasPrefix("GET /recipes/no%0Asuch 404") }, "\(messages)")
    }

    @Test func metricsCountWhatWasAsked() async throws {
        let server = try await RunningServer(["--source", RecipesBinary.fixture("Recipes.json")])
        for _ in 0..<3 { #expect(try await server.get("/recipes?ingredient=beef").status == 200) }
        let scraped = try await server.get("/metrics")
        #expect(await server.stop() == 0)
        #expect(scraped.status == 200)
        let text = String(decoding: scraped.body, as: UTF8.self)
        #expect(text.contains(#"recipes_http_requests_total{route="/recipes",method="GET",status="200"} 3"#), "\(text)")
        #expect(text.contains(#"recipes_answer_cache_hits_total{cache="api"} 2"#))
        #expect(text.contains("recipes_catalog_recipes 9.0"))
    }

    @Test func anUnknownLogFormatIsRefusedNamingTheChoices() async throws {
        let result = try await RecipesBinary.run(["serve", "--log-format", "yaml"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("yaml"), "\(result.standardError)")
    }
}
