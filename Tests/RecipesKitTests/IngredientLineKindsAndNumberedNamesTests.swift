@testable import RecipesKit
import Testing

// Found by hand: "1 cup red, yellow, or orange bell peppers" bought "red", the rules cutting the food at its first
// comma and the tagger reading the last kind as an aside; "5-spice powder" read an amount of 5 "spice powder".
@Suite struct IngredientLineKindsAndNumberedNamesTests {
    @Test("colours listed up to “or” are kinds of the food the list ends in", arguments: [
        ("1 cup red, yellow, or orange bell peppers, seeded", "red yellow or orange bell peppers", "seeded"),
        ("1 cup red, yellow or orange bell peppers", "red yellow or orange bell peppers", ""),
        ("2 red, yellow, or orange bell peppers", "red yellow or orange bell peppers", ""),
        ("1 cup red, green or yellow peppers, diced", "red green or yellow peppers", "diced"),
    ])
    func listedColoursAreKinds(line: String, food: String, note: String) {
        for read in [IngredientLine(parsing: line), IngredientLine(reading: line)] {
            #expect(read.food == food, "\(line)")
            #expect(read.note == note, "\(line): \(read.note)")
        }
    }

    @Test("a colour after the food, or before what is done to it, is no list of kinds", arguments: [
        ("1 onion, red or white", "onion", "red or white"),
        ("2 bell peppers, red or yellow, diced", "bell peppers", "red or yellow, diced"),
        ("1 red, halved and sliced", "red", "halved and sliced"),
        ("1 red, seeded and cut into 1-inch pieces", "red", "seeded and cut into 1-inch pieces"),
        ("2 peppers, red, yellow, or orange", "peppers", "red, yellow, or orange"),
    ])
    func aColourAloneStaysANote(line: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.note == note, "\(line): \(read.note)")
    }

    @Test("a number joined by a hyphen to a word that is no unit names the food", arguments: [
        ("5-spice powder", "", "5-spice powder"),
        ("1 tsp Chinese 5-spice powder", "1 tsp", "Chinese 5-spice powder"),
        ("2 slices 12-grain bread", "2 slices", "12-grain bread"),
        ("2 cups 7-Up", "2 cups", "7-Up"),
    ])
    func aHyphenatedNumberNamesTheFood(line: String, quantityText: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
    }

    @Test("a number joined by a hyphen to a measure or a range is still an amount", arguments: [
        "1 1/2-inch-thick steaks", "2-to-3 pound roast", "1 ½-to-2-pound squash",
    ])
    func aHyphenatedMeasureKeepsItsAmount(line: String) {
        #expect(IngredientLine(reading: line).quantity != nil, "\(line)")
    }

    @Test("a number joined by a hyphen to a unit is still an amount or a size", arguments: [
        ("1-pound salmon fillet", "1-pound", "salmon fillet"),
        ("1 2-inch piece ginger", "1 2-inch piece", "ginger"),
        ("1 ½- to 2-pound hen", "1 ½- to 2-pound", "hen"),
    ])
    func aHyphenatedUnitIsStillMeasured(line: String, quantityText: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
    }
}

// Found on a page's line: a unit that is also a food, then the food after a comma, then what is done to it.
@Suite struct IngredientLineFoodAfterTheUnitsCommaTests {
    @Test("after a unit and its comma, the food before the next comma is the food", arguments: [
        ("2 cloves, garlic, crushed", "2 cloves", "garlic", "crushed"),
        ("3 stalks, celery, diced", "3 stalks", "celery", "diced"),
    ])
    func theFoodAfterTheComma(line: String, quantityText: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
        #expect(read.note == note, "\(line): \(read.note)")
    }

    @Test("what is done to the unit's food is no food", arguments: [("3 cloves, minced", "clove", "minced")])
    func aPreparationAfterTheCommaIsTheNote(line: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.note == note, "\(line): \(read.note)")
    }
}
