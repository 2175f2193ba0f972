import Foundation
@testable import RecipesKit
import Testing

// Found by hand, reading lines of the shapes cookbooks and British sites write: a size said in parentheses was dropped
// as if it were the amount again in other units, a pot was taken into the food, and "juice 1 lemon" read no amount.
// Each amount as written must read back as the amount read: a catalog keeps the written text, and `show --scale`,
// `--units` and `shop` read it again.
@Suite struct IngredientLineSizesAndPartsTests {
    /// The amount and unit the written text reads back as (as a stored recipe's quantity is read), and as read.
    private func readsBack(_ read: IngredientLine, _ line: String) {
        let stored = Quantity(parsing: read.quantityText)
        #expect(stored.amount == read.quantity?.amount, "\(line): \(read.quantityText)")
        #expect(stored.unit == read.quantity?.unit, "\(line): \(read.quantityText)")
    }

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
            readsBack(read, line)
        }
        // The same amount in other units is still left out.
        #expect(IngredientLine(parsing: "2 cups (about 10 ounces) fresh blueberries").note.isEmpty)
    }

    @Test("after a package, a weight or a volume in parentheses is its size, kept with the amount", arguments: [
        ("1 can (15 ounces) black beans", "1 can (15 ounces)", "black beans"),
        ("1 can (28 ounces) diced tomatoes, drained", "1 can (28 ounces)", "diced tomatoes"),
        ("2 packages (8 oz.) cream cheese, softened", "2 packages (8 oz.)", "cream cheese"),
        ("1 tin (400g) chopped tomatoes", "1 tin (400g)", "chopped tomatoes"),
    ])
    func aPackagesSizeStaysWithTheAmount(line: String, quantityText: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
        #expect(read.quantity?.unit?.isPackage == true, "\(line)")
        readsBack(read, line)
    }

    @Test func aPackagesSizeScalesWithItsCount() throws {
        // What `show --scale` and the page scale: the amount as written.
        let written = IngredientLine(reading: "1 can (15 ounces) black beans").quantityText
        #expect(Quantity(parsing: written).scaled(by: try #require(Fraction(2))) == "2 cans (15 ounces)")
    }

    @Test("a pot after its size is the package, not the food", arguments: [
        ("150ml pot natural yogurt", "150ml pot", "natural yogurt"),
        ("500g pot Greek yogurt", "500g pot", "Greek yogurt"),
    ])
    func aSizedPotIsAPackage(line: String, quantityText: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(read.food == food, "\(line)")
        readsBack(read, line)
    }

    @Test("a pot that starts a food's name stays the food's", arguments: [
        ("3 pounds pot roast", "pot roast"),
        ("1.5kg pot roast", "pot roast"),
        ("100g pot barley", "pot barley"),
        ("1kg pot-roast beef", "pot-roast beef"),
    ])
    func aPotFoodIsNoPackage(line: String, food: String) {
        #expect(IngredientLine(reading: line).food == food, "\(line)")
    }

    @Test("the part of a fruit before its count needs no “of”", arguments: [
        ("juice 1 lemon", "lemon", "juice", "1"),
        ("zest and juice 1 lime", "lime", "zest and juice", "1"),
        ("finely grated zest 2 oranges", "oranges", "finely grated zest", "2"),
        ("juice ½ lemon", "lemon", "juice", "1/2"),
        ("juice of 1 lemon", "lemon", "juice", "1"),
    ])
    func aFruitsPartBeforeItsCount(line: String, food: String, note: String, amount: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.quantity?.amount == Quantity(parsing: amount).amount, "\(line)")
        #expect(read.note.contains(note), "\(line): \(read.note)")
        readsBack(read, line)
    }

    // Found by review: before a measure, the part is the food and its amount comes after it, as before.
    @Test func aFruitsPartBeforeAMeasureIsTheFood() {
        let read = IngredientLine(reading: "juice 2 tbsp")
        #expect(read.food == "juice")
        #expect(read.quantity?.unit?.singular == "tbsp")
    }
}
