import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct StringTrimmingTests {
    static let pieces: [String] = [
        " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{2028}", "\u{2029}",
        "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{FEFF}", "\u{301}", "e\u{301}", "a", "Beef", "é", "🍋", "\u{0}",
    ]

    /// Foundation's white space and newlines less U+200B (a format character, which the validator calls invisible):
    /// Unicode's White_Space.
    static let whiteSpace = CharacterSet.whitespacesAndNewlines.subtracting(CharacterSet(charactersIn: "\u{200B}"))

    /// Property: trimming equals Foundation's `trimmingCharacters(in:)` of Unicode's white space on random texts of
    /// white space (every kind Unicode has, and look-alikes that are not), combining marks and letters.
    @Test(arguments: 0..<20)
    func trimmedEqualsFoundationsTrimmingOfUnicodeWhiteSpace(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(text.trimmed == text.trimmingCharacters(in: Self.whiteSpace), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func trimmedKeepsInnerSpaceAndDropsOnlyTheEnds() {
        #expect("  Crock Pot Roast \u{A0}".trimmed == "Crock Pot Roast")
        #expect(" \u{301}x ".trimmed == "\u{301}x")
        #expect("\u{2003}\n".trimmed == "")
        #expect("\u{200B}x\u{FEFF}".trimmed == "\u{200B}x\u{FEFF}")
    }
}
