import Foundation
@testable import RecipesKit
import Testing

@Suite struct TextPatternTests {
    @Test(arguments: [
        ("beef", " beef roast", true),
        ("BEEF", "Beef broth", true),
        ("  beef ", "ground beef", true),
        ("creme", "Crème fraîche", true),
        ("crème", "CREME fraiche", true),
        ("jalapeno", "jalapeño, seeded", true),
        ("beef", "flank steak", false),
        ("", "anything", true),
        ("roast beef", "beef roast", false),
        ("ß", "Straße", true),
        ("weizenmehl", "Weizen\u{AD}mehl", true),
        ("zen\u{200B}m", "WEIZENMEHL", true),
    ])
    func matchesCaseAndDiacriticInsensitiveSubstrings(needle: String, haystack: String, found: Bool) {
        #expect(TextPattern(needle).isFound(in: haystack) == found)
    }

    /// The marks' own table is Unicode's ignorable format characters but the joiners and the emoji flags' tags; when
    /// a toolchain's Unicode differs, this says so (a change to the table needs stored text folded again).
    @Test func invisibleMarksAreTheIgnorableFormatCharactersButJoinersAndTags() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory == .format
                && value != 0x200C && value != 0x200D && !(0xE0020...0xE007F).contains(value)
            if scalar.isInvisibleMark != expected { differing.append(String(value, radix: 16)) }
        }
        #expect(differing.isEmpty, "\(differing)")
        // Format characters that show stay: an Arabic number sign, an interlinear annotation anchor.
        #expect(TextPattern.folding("\u{600}12 \u{FFF9}a") == "\u{600}12 \u{FFF9}a")
    }

    @Test func foodKeysDropInvisibleMarks() {
        #expect(IngredientLine.key(for: "Weizen\u{AD}mehl") == IngredientLine.key(for: "weizenmehl"))
        #expect(IngredientLine.mergeKey(for: "\u{200B}Salt") == "salt")
    }

    @Test func aMarkFoldedAwayAtEitherEndLeavesNoBlank() {
        #expect(TextPattern.folding("Beef \u{301}") == "beef")
        // So the index's trimmed keys find what the predicate finds.
        #expect(TextPattern("beef \u{301}").isFound(in: "Beef"))
    }

    @Test func equalityAndPrefixCompareTrimmedFoldedText() {
        #expect(TextPattern("meat").isEqual(to: " Meat "))
        #expect(!TextPattern("meat").isEqual(to: "Meatballs"))
        #expect(TextPattern("crock").isPrefix(of: "  Crock Pot Roast"))
        #expect(TextPattern("creme").isPrefix(of: "Crème Brûlée"))
        #expect(!TextPattern("pot").isPrefix(of: "Crock Pot Roast"))
    }

    @Test(arguments: [
        (" \tBeef  Stew\n", "beef  stew"),
        ("   ", ""),
        ("", ""),
        ("ABC xyz", "abc xyz"),
        ("  Crème BRÛLÉE ", "creme brulee"),
        ("Beef\u{301}", "beef"),
        // Invisible marks go (a soft hyphen, a zero-width space, a byte-order mark, an isolate); joiners stay.
        ("Weizen\u{AD}mehl", "weizenmehl"),
        ("\u{200B} Beef\u{FEFF}", "beef"),
        ("\u{2068}Jalapeño\u{2069}", "jalapeno"),
        ("\u{200B}", ""),
        ("👩\u{200D}🍳 Tea", "👩\u{200D}🍳 tea"),
        // Longer than any scratch memory on the stack: a step of a long method.
        (" " + String(repeating: "Stir WELL. ", count: 2_000), String(repeating: "stir well. ", count: 2_000).trimmingCharacters(in: .whitespaces)),
    ])
    func foldingTrimsLowercasesAndDropsMarksWhetherOrNotTheTextIsASCII(text: String, folded: String) {
        #expect(TextPattern.folding(text) == folded)
    }

    /// Property: a text as a reader found it, its bytes in place or decoded, is found and compared exactly as the
    /// string it holds.
    @Test func bytesInPlaceAreFoundAndComparedAsTheirStrings() {
        let texts = ["beef", " Beef ", "BEEF broth", "\tmeat\n", "", " ", "Crème", "creme", "Œuf", "ß", "Straße", "日本", "a\u{301}", "Weizen\u{AD}mehl", "\u{200B}"]
        for needle in texts {
            let pattern = TextPattern(needle)
            for text in texts {
                var bytes = Array(text.utf8)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    let inPlace = FieldText.utf8(UnsafeBufferPointer(buffer))
                    #expect(pattern.isFound(in: inPlace) == pattern.isFound(in: text), "\(needle) in \(text)")
                    #expect(pattern.isEqual(to: inPlace) == pattern.isEqual(to: text), "\(needle) = \(text)")
                }
                #expect(pattern.isFound(in: FieldText.string(text)) == pattern.isFound(in: text))
                #expect(pattern.isEqual(to: FieldText.string(text)) == pattern.isEqual(to: text))
            }
        }
    }
}
