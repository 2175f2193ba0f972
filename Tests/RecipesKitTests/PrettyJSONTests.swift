import Foundation
import RecipesKit
@testable import RecipesCodecs
import Testing

@Suite struct PrettyJSONTests {
    @Test func emptyArraysAndObjectsAreWrittenClosedAtEveryDepth() {
        let text = String(decoding: PrettyJSON.bytes(["entries": [] as [Any], "plan": ["days": [:] as [String: Any]]]), as: UTF8.self)
        #expect(!text.contains("[\n"))
        #expect(text.contains("\"entries\" : []"))
        #expect(text.contains("\"days\" : {}"))
        #expect(text.hasSuffix("}\n"))
        #expect(String(decoding: PrettyJSON.bytes([] as [Any], fallback: "[]"), as: UTF8.self) == "[]\n")
    }

    @Test func bracketsAndBlanksInsideStringsAreLeftAsWritten() throws {
        let bytes = PrettyJSON.bytes(["note": "[  ]", "list": ["{ }", "[\n]"]])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["note"] as? String == "[  ]")
        #expect(object["list"] as? [String] == ["{ }", "[\n]"])
    }

    @Test func closingLeavesNonEmptyContainersAndTextWithoutBreaksAlone() {
        let nonEmpty = Array("[\n  1\n]".utf8)
        #expect(PrettyJSON.closingEmptyContainers(nonEmpty) == nonEmpty)
        let spaced = Array("[  ]".utf8)
        #expect(PrettyJSON.closingEmptyContainers(spaced) == spaced)
        #expect(PrettyJSON.closingEmptyContainers(Array("{\"a\" : [\n\n  ], \"b\" : {\n\n}}".utf8)) == Array("{\"a\" : [], \"b\" : {}}".utf8))
    }

    @Test func anEmptyPantryPrintsAsAnEmptyArray() {
        let pantry = String(decoding: MealPlanEncoder.encode([PantryFood]()), as: UTF8.self)
        #expect(pantry == "[]\n")
    }
}
