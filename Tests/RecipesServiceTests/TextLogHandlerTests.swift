import Foundation
import Logging
@testable import RecipesService
import Testing

@Suite struct TextLogHandlerTests {
    @Test func writesStreamLogHandlersLineWithSortedMetadataAtTheLevelSet() throws {
        let captured = JSONLogHandlerTests.Lines()
        var logger = Logger(label: "recipes.test") { label in
            TextLogHandler(label: label, write: { line in captured.lines.withLock { $0.append(line) } })
        }
        logger[metadataKey: "request"] = "42"
        logger[metadataKey: "address"] = "127.0.0.1"
        logger.info("GET / 200", metadata: ["route": "/"])
        logger.debug("not written at info")
        logger.logLevel = .debug
        logger.debug("now written")
        let lines = captured.lines.withLock { $0 }
        #expect(lines.count == 2)
        let line = try #require(lines.first)
        // "2026-11-29T15:23:57+0000 info recipes.test: address=127.0.0.1 request=42 route=/ [RecipesServiceTests] GET / 200"
        let pattern = #/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4} info recipes\.test: address=127\.0\.0\.1 request=42 route=\/ \[RecipesServiceTests\] GET \/ 200\n$/#
        #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        #expect(lines[1].hasSuffix(" debug recipes.test: address=127.0.0.1 request=42 [RecipesServiceTests] now written\n"))
    }

    struct Burnt: Error, CustomStringConvertible {
        var description: String { "the roast burnt" }
    }

    @Test func bothHandlersWriteAnEventsError() throws {
        let text = JSONLogHandlerTests.Lines(), json = JSONLogHandlerTests.Lines()
        let textLogger = Logger(label: "t") { TextLogHandler(label: $0, write: { line in text.lines.withLock { $0.append(line) } }) }
        let jsonLogger = Logger(label: "j") { JSONLogHandler(label: $0, write: { line in json.lines.withLock { $0.append(line) } }) }
        textLogger.error("failed", error: Burnt())
        jsonLogger.error("failed", error: Burnt())
        let textLine = try #require(text.lines.withLock { $0.first })
        #expect(textLine.contains("error.message=the roast burnt error.type=RecipesServiceTests.TextLogHandlerTests.Burnt"))
        let jsonLine = try #require(json.lines.withLock { $0.first })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(jsonLine.utf8)) as? [String: Any])
        #expect(object["error.message"] as? String == "the roast burnt")
        #expect(object["error.type"] as? String == "RecipesServiceTests.TextLogHandlerTests.Burnt")
    }

    @Test func aMetadataProvidersValuesAreWritten() throws {
        let text = JSONLogHandlerTests.Lines()
        var handler = TextLogHandler(label: "t", write: { line in text.lines.withLock { $0.append(line) } })
        handler.metadataProvider = Logger.MetadataProvider { ["trace": "abc"] }
        Logger(label: "t") { _ in handler }.info("hello")
        #expect(try #require(text.lines.withLock { $0.first }).contains(": trace=abc [RecipesServiceTests] hello"))
    }
}
