@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct RecipeLookupTests {
    let recipes = [
        Sample.recipe("Crock Pot Roast"),
        Sample.recipe("Crock Pot Chili"),
        Sample.recipe(" Greek Salad "),
        Sample.recipe("crock pot roast"),
        Sample.recipe("Crème Brûlée"),
    ]

    @Test func exactNameWinsOverCaseInsensitive() {
        #expect(RecipeLookup.find("crock pot roast", in: recipes) == .found(recipes[3]))
        #expect(RecipeLookup.find("Crock Pot Roast", in: recipes) == .found(recipes[0]))
    }

    @Test func matchesTrimmedNamesIgnoringCaseAndAccents() {
        #expect(RecipeLookup.find("Greek Salad", in: recipes) == .found(recipes[2]))
        #expect(RecipeLookup.find("GREEK SALAD", in: recipes) == .found(recipes[2]))
        #expect(RecipeLookup.find("creme brulee", in: recipes) == .found(recipes[4]))
    }

    @Test func uniquePrefixFindsTheRecipe() {
        #expect(RecipeLookup.find("gre", in: recipes) == .found(recipes[2]))
    }

    @Test func sharedPrefixIsAmbiguousAndListsTheCandidates() {
        #expect(RecipeLookup.find("crock pot", in: recipes) == .ambiguous(candidates: ["Crock Pot Roast", "Crock Pot Chili", "crock pot roast"]))
    }

    @Test func unknownNameSuggestsTheClosest() {
        #expect(RecipeLookup.find("Greek Salat", in: recipes) == .notFound(suggestions: ["Greek Salad"]))
        #expect(RecipeLookup.find("Chili", in: recipes) == .notFound(suggestions: ["Crock Pot Chili"]))
        #expect(RecipeLookup.find("zzzzzzzzzz", in: recipes) == .notFound(suggestions: []))
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(RecipeLookup.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
        #expect(RecipeLookup.editDistance([], Array("abc".utf8)) == 3)
    }

    @Test func aNameFoundNowhereIsQuotedOnOneShortLine() {
        let long = String(repeating: "a", count: 10_000)
        for name in [long, "x\ny", "tab\there", "esc\u{1B}[31m"] {
            let message = RecipeLookup.find(name, in: recipes).failureMessage(for: name) ?? ""
            #expect(!message.contains("\n") && !message.contains("\u{1B}") && message.count < 200, "\(message.prefix(100))")
        }
    }

    /// Property: the distance within a limit is the whole distance when that is within it, and nil otherwise.
    @Test func aDistanceWithinALimitIsTheWholeOneOrNothing() {
        var random = SeededRandom(seed: 41)
        for _ in 0..<2_000 {
            let words = (0..<2).map { _ in (0..<Int.random(in: 0...9, using: &random)).map { _ in UInt8.random(in: 97...100, using: &random) } }
            let whole = RecipeLookup.editDistance(words[0], words[1])
            let limit = Int.random(in: 0...8, using: &random)
            #expect(RecipeLookup.editDistance(words[0], words[1], atMost: limit) == (whole <= limit ? whole : nil), "\(words) \(limit)")
        }
    }
}
