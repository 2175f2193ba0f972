import Foundation
@testable import RecipesKit
import Testing

// The tagger's reading on top of the rules': these lines are the examples of what the rules got wrong.
@Suite struct IngredientReadingTests {
    @Test("the tagger's food leaves sizes, units and preparation out", arguments: [
        ("1 small sprig rosemary", "rosemary", "1 small sprig"),
        ("4 celery stalks, chopped", "celery", "4 stalks"),
        ("1 knob of butter", "butter", "1 knob"),
        ("1 sheet nori, thinly sliced", "nori", "1 sheet"),
        ("pinch ground nutmeg", "ground nutmeg", "pinch"),
        ("2 large eggs, at room temperature", "eggs", "2"),
        ("1½ cups extra-virgin olive oil, divided", "extra-virgin olive oil", "1½ cups"),
    ])
    func readsTheFoodApart(line: String, food: String, quantityText: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.quantityText == quantityText, "\(line)")
    }

    @Test func aUnitTheRulesMissedJoinsTheAmountAndIsReadAsOne() {
        let read = IngredientLine(reading: "1 knob of butter")
        #expect(read.quantity?.unit?.singular == "knob")
        let ingredient = Ingredient(line: "1 sheet nori, thinly sliced")
        #expect(ingredient?.quantity == "1 sheet")
        #expect(ingredient?.food == "nori")
        #expect(ingredient?.note == "thinly sliced")
    }

    @Test func wordsTheTaggerLeavesOutOfTheFoodGoToTheNote() {
        let read = IngredientLine(reading: "2 ripe avocados, halved, pitted and sliced")
        #expect(read.note.contains("halved"))
        #expect(!read.food.contains("halved"))
    }

    @Test func aFoodIsTakenAsWrittenBetweenItsWords() {
        #expect(IngredientLine(reading: "eggs_large").food == "eggs_large")
        #expect(IngredientLine(reading: "3 Tbsp. confectioners’ sugar").food == "confectioners’ sugar")
    }

    @Test func aHeadingStaysAHeading() {
        let read = IngredientLine(reading: "For the sauce:")
        #expect(read.isHeading)
        #expect(read.food.isEmpty)
    }

    @Test("odd lines read without trapping", arguments: ["", " ", "(", "((((", "½", "-", "\u{1B}[31m", "1 x", "’’’", "a\u{301}b", "🥚🥚 2"])
    func oddLinesRead(line: String) {
        _ = IngredientLine(reading: line)
        _ = Ingredient(line: line)
    }
}
