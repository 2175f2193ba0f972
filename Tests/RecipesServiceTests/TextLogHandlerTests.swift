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
}
