import Foundation
import Logging
@testable import RecipesService
import Synchronization
import Testing

@Suite struct JSONLogHandlerTests {
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
    }

    @Test func writesOneEscapedObjectPerLineWithMetadata() throws {
        let captured = Lines()
        var logger = Logger(label: "recipes.test") { label in
            JSONLogHandler(label: label, write: { line in captured.lines.withLock { $0.append(line) } })
        }
        logger[metadataKey: "request"] = "42"
        logger.info("GET /a\"b\\c\nd\u{1} 200", metadata: ["ids": ["1", "2"], "nested": ["k": "v"]])
        logger.debug("not written at info")
        let lines = captured.lines.withLock { $0 }
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasSuffix("}\n") && line.dropLast().allSatisfy { $0 != "\n" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == "GET /a\"b\\c\nd\u{1} 200")
        #expect(object["level"] as? String == "info")
        #expect(object["logger"] as? String == "recipes.test")
        #expect(object["request"] as? String == "42")
        #expect(object["ids"] as? [String] == ["1", "2"])
        #expect(object["nested"] as? [String: String] == ["k": "v"])
        #expect((object["time"] as? String)?.hasSuffix("Z") == true)
    }
}
