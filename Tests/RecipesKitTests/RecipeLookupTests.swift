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
}
