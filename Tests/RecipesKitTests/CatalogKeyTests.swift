import Foundation
@testable import RecipesCodecs
import Testing

@Suite struct CatalogKeyTests {
    static let names = [
        "name", "type", "food", "note", "tags", "steps", "timers", "imageURL", "quantity", "servings", "ingredients",
        "originalURL",
    ]

    /// What the word-at-a-time reading says of `text` followed by filler, and what the byte-by-byte one says of the
    /// text up to its first quote.
    func readings(_ text: [UInt8]) -> (known: (CatalogParser.Key, Int)?, general: CatalogParser.Key) {
        let padded = text + Array(repeating: UInt8(ascii: "x"), count: 16)
        let known = padded.withUnsafeBytes { CatalogParser.Key.known(at: $0.baseAddress!) }
        let end = text.firstIndex(of: UInt8(ascii: "\"")) ?? text.count
        let general = text[..<end].withUnsafeBufferPointer { CatalogParser.Key($0) }
        return (known.map { ($0.key, $0.length) }, general)
    }

    @Test func eachFormatKeyWithItsQuoteIsKnownFromItsWordsAsTheGeneralReadingKnowsIt() {
        for name in Self.names {
            let (known, general) = readings(Array("\(name)\"".utf8))
            #expect(known?.0 == general, "\(name)")
            #expect(known?.1 == name.utf8.count + 1, "\(name): the length includes the closing quote")
        }
    }

    @Test func anyChangedByteOfAKeyOrItsQuoteLeavesItToTheGeneralReading() {
        for name in Self.names {
            let bytes = Array("\(name)\"".utf8)
            for offset in bytes.indices {
                for replacement: UInt8 in [0x00, 0x20, 0x5C, bytes[offset] ^ 0x20, bytes[offset] &+ 1, 0xFF] {
                    var changed = bytes
                    changed[offset] = replacement
                    guard changed != bytes else { continue }
                    let (known, general) = readings(changed)
                    // A changed byte may still spell a key only by coincidence of the general reading, never a
                    // different answer from the word reading.
                    if let known { #expect(known.0 == general, "\(name) with byte \(offset) = \(replacement)") }
                }
            }
        }
    }

    @Test func prefixesAndLongerNamesOfKeysAreNotTakenForThem() {
        for text in ["nam\"", "names\"", "step\"", "stepss\"", "ingredient\"", "imageURLs\"", "tag\"", "timer\""] {
            let (known, general) = readings(Array(text.utf8))
            #expect(known == nil, "\(text)")
            #expect(general == .other, "\(text)")
        }
    }

    @Test func escapedAndUnknownKeysDecodeAsBefore() throws {
        let json = #"[{"n\u0061me": "A", "ingredients": [], "steps": [], "quantityx": 1, "originalURL": "u"}]"#
        let recipes = try CatalogDecoder().decode(Data(json.utf8))
        #expect(recipes.map(\.name) == ["A"])
        #expect(recipes.first?.originalURL == "u")
    }
}
