import Foundation
@testable import RecipesKit
import Testing

// Found by hand, reading lines of the shapes cookbooks and British sites write (stop 65): a size said in parentheses
// was dropped as if it were the amount again in other units, a pot was taken into the food, and "juice 1 lemon"
// read no amount.
@Suite struct IngredientLineSizesAndPartsTests {
    @Test("after a bare count, a size in parentheses is each one's, kept for the note", arguments: [
        ("4 (6-ounce) salmon fillets", "4", "salmon fillets", "6-ounce"),
        ("1 (2-pound) boneless pork loin", "1", "boneless pork loin", "2-pound"),
        ("3 (about 1 pound) sweet potatoes", "3", "sweet potatoes", "about 1 pound"),
    ])
    func aCountsSizeIsTheNotes(line: String, quantityText: String, food: String, note: String) {
        for read in [IngredientLine(parsing: line), IngredientLine(reading: line)] {
            #expect(read.quantityText == quantityText, "\(line)")
            #expect(read.food == food, "\(line)")
            #expect(read.note.contains(note), "\(line): \(read.note)")
        }
        // The same amount in other units is still left out.
        #expect(IngredientLine(parsing: "2 cups (about 10 ounces) fresh blueberries").note.isEmpty)
    }

    @Test("after a package, a weight or a volume in parentheses is its size, kept with the amount", arguments: [
        ("1 can (15 ounces) black beans", "1 can (15 ounces)", "black beans"),
        ("1 can (28 ounces) diced tomatoes, drained", "1 can (28 ounces)", "diced tomatoes"),
        ("2 packages (8 oz.) cream cheese, softened", "2 packages (8 oz.)", "cream cheese"),
        ("1 (28-ounce) can whole peeled tomatoes", "1 (28-ounce) can", "whole peeled tomatoes"),
    ])
    func aPackagesSizeStaysWithTheAmount(line: String, quantityText: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
        #expect(read.quantity?.unit?.isPackage == true, "\(line)")
    }

    @Test func aPackagesSizeScalesWithItsCount() throws {
        // What `show --scale` and the page scale: the amount as written.
        let written = IngredientLine(reading: "1 can (15 ounces) black beans").quantityText
        #expect(Quantity(parsing: written).scaled(by: try #require(Fraction(2))) == "2 cans (15 ounces)")
    }

    @Test("a pot after its size is the package, not the food", arguments: [
        ("150ml pot natural yogurt", "150ml pot", "natural yogurt"),
        ("2 x 500g pots Greek yogurt", "2 x 500g pots", "Greek yogurt"),
    ])
    func aSizedPotIsAPackage(line: String, quantityText: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
        // Alone it starts a food.
        #expect(IngredientLine(reading: "3 pounds pot roast").food == "pot roast")
    }

    @Test("the part of a fruit before its number needs no “of”", arguments: [
        ("juice 1 lemon", "lemon", "juice"),
        ("zest and juice 1 lime", "lime", "zest and juice"),
        ("finely grated zest 2 oranges", "oranges", "finely grated zest"),
        ("juice of 1 lemon", "lemon", "juice"),
    ])
    func aFruitsPartBeforeItsNumber(line: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.quantity?.amount != nil, "\(line)")
        #expect(read.note.contains(note), "\(line): \(read.note)")
        // Without a number after it, "juice" is a food's own word.
        #expect(IngredientLine(reading: "1 cup juice").food == "juice")
    }

    @Test("the tablespoon written as a capital letter is one", arguments: [
        ("1 T. butter", "tbsp", "butter"),
        ("2 T olive oil", "tbsp", "olive oil"),
    ])
    func spoonLetters(line: String, unit: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantity?.unit?.singular == unit, "\(line)")
        #expect(read.food == food, "\(line)")
        // A letter the hyphen carries on is a word: "T-bone". A small "t" is Québec's cup as much as a teaspoon, and
        // stays an aside.
        #expect(IngredientLine(reading: "2 T-bone steaks").quantity?.unit == nil)
        #expect(IngredientLine(parsing: "250ml (1 t) d’eau").note == "1 t")
    }

    @Test("a whole number and a half is one amount", arguments: [
        ("one and a half cups rice", "1 1/2", "rice"),
        ("2 and a half pounds potatoes", "2 1/2", "potatoes"),
        ("1 and one half teaspoons salt", "1 1/2", "salt"),
    ])
    func aNumberAndAHalf(line: String, amount: String, food: String) throws {
        let read = IngredientLine(reading: line)
        #expect(read.quantity?.amount == Quantity(parsing: amount).amount, "\(line)")
        #expect(read.food == food, "\(line)")
    }

    @Test("another language's article before a unit is one of it", arguments: [
        ("eine Prise Salz", "Salz"),
        ("una pizca de sal", "sal"),
        ("une gousse d'ail", "ail"),
        ("un pizzico di sale", "sale"),
        ("een snufje zout", "zout"),
    ])
    func aForeignArticleBeforeAUnitIsOne(line: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantity?.amount == Quantity(parsing: "1").amount, "\(line)")
        #expect(read.quantity?.unit != nil, "\(line)")
        #expect(read.food == food, "\(line)")
        // Before a food it is the food's article: no amount is read.
        #expect(IngredientLine(reading: "un oignon").quantity == nil)
    }
}
