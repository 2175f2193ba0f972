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
    ])
    func matchesCaseAndDiacriticInsensitiveSubstrings(needle: String, haystack: String, found: Bool) {
        #expect(TextPattern(needle).isFound(in: haystack) == found)
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
    ])
    func foldingTrimsLowercasesAndDropsMarksWhetherOrNotTheTextIsASCII(text: String, folded: String) {
        #expect(TextPattern.folding(text) == folded)
    }
}
