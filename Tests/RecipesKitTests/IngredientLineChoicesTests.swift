import Foundation
@testable import RecipesKit
import Testing

/// Lists of alternative foods, lengths, and what a package holds: rules measured on the shared corpus's dev part
/// (scripts/corpus), whose labels name a list of alternatives whole and a can's contents as sold.
@Suite struct IngredientLineChoicesTests {
    @Test("foods listed as alternatives or together are the food; a comma before how one is had, or which kind, starts the note", arguments: [
        ("2 tablespoons club soda, chicken broth or water", "club soda, chicken broth or water", ""),
        ("1 teaspoon brown rice syrup, agave nectar, or maple syrup", "brown rice syrup, agave nectar, or maple syrup", ""),
        ("1¼ cups chicken stock or broth, or water, warmed", "chicken stock or broth, or water", "warmed"),
        ("½ c strawberry, plum, or blackberry preserves, or grape jelly", "strawberry, plum, or blackberry preserves, or grape jelly", ""),
        ("1 ounce rum, brandy, or Calvados", "rum, brandy, or Calvados", ""),
        ("3 tbsp butter, salted or unsalted", "butter", "salted or unsalted"),
        ("3 quarts water, or as needed", "water", "or as needed"),
        ("½ cup vinegar, preferably cider or white", "vinegar", "preferably cider or white"),
        ("1 pound okra, trimmed and chopped or slivered", "okra", "trimmed and chopped or slivered"),
        ("2 oz best-quality sea salt, like sel gris or Maldon", "best-quality sea salt", "like sel gris or Maldon"),
        ("1 sprig fresh rosemary, or ½ teaspoon dried", "fresh rosemary", "or ½ teaspoon dried"),
        ("Salt, pepper, chives", "Salt", "pepper, chives"),
        ("1 cup brown sugar, light or dark", "brown sugar", "light or dark"),
        ("1 onion, red or yellow", "onion", "red or yellow"),
        // "or more" after an amount is the amount's; "half and half" after "or" is a food, not half an amount.
        ("¼ cup or more olive oil", "olive oil", "or more"),
        ("1½ cups milk or half and half", "milk or half and half", ""),
        ("1 cup cream or half a cup milk", "cream", "or half a cup milk"),
        // A colour after other words names the food; after a describing word it says which kind.
        ("2 oz spinach, kale, or other hearty green", "spinach, kale, or other hearty green", ""),
        ("2 cups kale, lacinato or dark green", "kale", "lacinato or dark green"),
        // A describing word may lead a food of several words; alone it says which kind.
        ("2 tbsp ghee, clarified butter or vegetable oil", "ghee, clarified butter or vegetable oil", ""),
        ("1 teaspoon pistachio, other nut oil, or extra-virgin olive oil", "pistachio, other nut oil, or extra-virgin olive oil", ""),
        ("1 quart consommé, full-flavored broth, dashi, or mushroom velouté", "consommé, full-flavored broth, dashi, or mushroom velouté", ""),
        ("1 lemon, finely grated or thinly sliced", "lemon", "finely grated or thinly sliced"),
        ("2 cups milk, whole or skimmed", "milk", "whole or skimmed"),
        ("1½ tablespoons fresh dill, parsley, or tarragon", "fresh dill, parsley, or tarragon", ""),
        // Found by review: one pair of one-word choices after a food of several words says which kind.
        ("1 cup peanut butter, smooth or crunchy", "peanut butter", "smooth or crunchy"),
        // Foods listed together are the food as well: the line buys all of them.
        ("1 package mixed frozen carrots, corn, and peas", "mixed frozen carrots, corn, and peas", ""),
        ("Necks, gizzards, and hearts, from the birds", "Necks, gizzards, and hearts", "from the birds"),
        ("2 carrots, peeled, and diced", "carrots", "peeled, and diced"),
        ("2 tbsp soy sauce, regular or low-sodium", "soy sauce", "regular or low-sodium"),
        ("1 can coconut milk, regular or lite", "coconut milk", "regular or lite"),
    ])
    func alternativesListedWithCommasAreTheFood(line: String, food: String, note: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food)
        #expect(parsed.note == note)
    }

    @Test func aLengthIsAnAmountInInchesOrCentimetresAndAPieceOfItIsItsPackage() throws {
        let piece = IngredientLine(parsing: "1-inch piece fresh ginger")
        #expect(piece.quantity?.unit?.singular == "inch")
        #expect(piece.quantity?.converted(to: .metric) == "2.5 cm")
        #expect(IngredientLine(parsing: "5cm/2in fresh root ginger").quantity?.unit?.singular == "cm")
        #expect(IngredientLine(parsing: "1 2-inch piece ginger").quantity?.unit?.singular == "piece")
    }

    @Test func aLengthStoredWithItsHyphenStillScalesAndConverts() throws {
        let stored = Quantity(parsing: "1-inch piece")
        #expect(stored.unit?.singular == "inch")
        #expect(stored.converted(to: .metric) == "2.5 cm piece")
        #expect(Quantity(parsing: "16-ounce jar").unit?.singular == "oz")
    }

    @Test("\"in\" is an inch only after a number, never leading a compound", arguments: ["2 in-season peaches", "In a bowl, whisk"])
    func inAsAWordIsNoInch(line: String) {
        #expect(IngredientLine(parsing: line).quantity?.unit?.singular != "inch")
    }

    @Test("a piece word in the food is singular wherever it stands, in the cook's case; other plurals stay", arguments: [
        ("8 basil leaves", "basil leaf"),
        ("2 Bay Leaves", "Bay Leaf"),
        ("2 BAY LEAVES", "BAY LEAF"),
        ("1 cup fresh flat-leaf parsley leaves", "fresh flat-leaf parsley leaf"),
        ("8 cardamom pods, crushed", "cardamom pod"),
        ("½ tablespoon whole cloves", "whole clove"),
        ("12 ounces hot Italian sausage links", "hot Italian sausage link"),
        ("4 anchovy fillets", "anchovy fillets"),
        ("2 ripe tomatoes", "ripe tomatoes"),
        ("1 cup sticky rice", "sticky rice"),
    ])
    func pieceWordsAreSingular(line: String, food: String) {
        #expect(IngredientLine(reading: line).food == food)
    }

    @Test("another name or food in parentheses right after the food is the food's; a remark, a state or a choice stays a note", arguments: [
        ("2 small courgettes (zucchini), quartered and sliced", "courgettes (zucchini)", "small, quartered and sliced"),
        ("2 tablespoons nam pla (Thai fish sauce)", "nam pla (Thai fish sauce)", ""),
        ("1 chayote squash (mirliton) or 2 cucumbers", "chayote squash (mirliton)", "or 2 cucumbers"),
        ("2 leeks (white part only), thinly sliced", "leeks", "thinly sliced, white part only"),
        ("1 cup coarse salt (kosher or sea)", "coarse salt", "kosher or sea"),
        ("1 cup peas (frozen)", "peas", "frozen"),
        ("1 cup sugar (optional)", "sugar", "optional"),
        ("1 cup sugar (or honey)", "sugar (or honey)", ""),
        ("5 cups chicken stock (or vegetable stock or water)", "chicken stock (or vegetable stock or water)", ""),
        ("1 lb vongole veraci (or other small clams)", "vongole veraci", "or other small clams"),
        ("1 teaspoon sugar (or a natural sweetener to taste)", "sugar", "or a natural sweetener to taste"),
        // Found by review: amounts, kinds and remarks in parentheses are no names.
        ("1 jalapeño (or two)", "jalapeño", "or two"),
        ("2 cups flour (or so)", "flour", "or so"),
        ("100 g rice (per person)", "rice", "per person"),
        ("4 chicken thighs (boneless)", "chicken thighs", "boneless"),
        ("1 cup soy sauce (low-sodium)", "soy sauce", "low-sodium"),
    ])
    func otherNameAfterTheFood(line: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food)
        #expect(read.note == note, "\(line)")
    }

    @Test func theFoodKeyLeavesAnotherNameOut() {
        #expect(IngredientLine(reading: "2 courgettes (zucchini)").foodKey == IngredientLine(reading: "1 courgette").foodKey)
        #expect(IngredientLine(reading: "1 cup sugar (or honey)").foodKey == IngredientLine(reading: "2 tbsp sugar").foodKey)
    }

    @Test("a rib or a strip is a count of the food after it; ribs with no food after them are the food", arguments: [
        ("2 large ribs celery, chopped", "celery", "2 large ribs"),
        ("4 strips bacon", "bacon", "4 strips"),
        ("4 beef short ribs", "beef short rib", "4"),
        ("8 ribs", "rib", "8"),
    ])
    func ribsAndStripsCount(line: String, food: String, amount: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food)
        #expect(read.quantityText == amount)
    }

    @Test("a cut's first word is no unit", arguments: ["2 rib eye steaks", "4 strip steaks", "1 rib roast"])
    func aCutIsNoCount(line: String) {
        let food = String(line.drop { $0 != " " }.dropFirst())
        #expect(IngredientLine(parsing: line).food == food)
        #expect(IngredientLine(parsing: line).quantity?.unit == nil)
        #expect(IngredientLine(reading: line).quantity?.unit == nil)
    }

    @Test("a food sold prepared keeps its preparing word; the cook's work is a note", arguments: [
        ("3 tsp toasted sesame oil", "toasted sesame oil", ""),
        ("¼ cup chopped pitted olives", "pitted olives", "chopped"),
        ("0.5 c pitted Medjool dates", "pitted Medjool dates", ""),
        ("1 cup pitted and chopped dates", "dates", "pitted chopped"),
        ("1 c coarsely chopped pitted ripe cherries", "pitted ripe cherries", "coarsely chopped"),
        ("2 c blanched almonds", "blanched almonds", ""),
        ("¼ teaspoon crushed red pepper", "crushed red pepper", ""),
        ("1 cup toasted walnuts", "walnuts", "toasted"),
    ])
    func aFoodSoldPreparedKeepsItsWord(line: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food)
        #expect(read.note == note)
    }

    @Test func aPluralUnitWithNoNumberSaysNoAmountWhereASingleOneIsOne() {
        #expect(IngredientLine(parsing: "Thin slices of lemon, to garnish").quantity == nil)
        #expect(IngredientLine(parsing: "Large pinch of salt").quantity?.unit?.singular == "pinch")
    }

    @Test("a can's contents keep how they are sold, not what the cook does to them", arguments: [
        ("1 (28-ounce) can crushed tomatoes", "crushed tomatoes", ""),
        ("1 can drained and rinsed black beans", "black beans", "drained rinsed"),
        ("1 cup chopped tomatoes", "tomatoes", "chopped"),
    ])
    func aCansContentsAreSoldPrepared(line: String, food: String, note: String) {
        let parsed = IngredientLine(parsing: line)
        #expect(parsed.food == food)
        #expect(parsed.note == note)
    }
}
