import Foundation
@testable import RecipesKit
import Testing

// Found by training the tagger without slices 4 to 6 of the dev part and reading each slice (docs/INGREDIENTS.md,
// stop 65): where a tagger that never saw a line misreads a word, the rules around it decide. Each tagger here reads
// the way such a tagger did.
@Suite struct IngredientReadingUnseenLinesTests {
    /// Every word the food's, numbers amounts, commas marks, and the listed words as given.
    private func tagger(_ labels: [String: IngredientTagger.Label] = [:]) throws -> IngredientTagger {
        try IngredientTagger(fixedLabels: ["bias": .name, "number=True": .quantity, "w=,": .punctuation].merging(labels) { $1 })
    }

    @Test("an “of” alone between two of the food's runs is the food's", arguments: [
        ("1 cup minced onion or white of leek", "onion or white of leek"),
        ("1 lb ripe strawberries or other berry of choice", "ripe strawberries or other berry of choice"),
        ("1½ ounces dried red chiles of moderate heat", "dried red chiles of moderate heat"),
        ("2 cups heart of the palm", "heart of the palm"),
    ])
    func anOfBetweenFoodRunsStays(line: String, food: String) throws {
        let ofApart = try tagger(["w=of": .other, "w=the": .other, "w=cup": .unit, "w=lb": .unit, "w=minced": .preparation])
        #expect(IngredientLine(reading: line, tagger: ofApart).food == food, "\(line)")
        // An "of" with an amount after it still ends the food: "juice of 1 lemon" buys the lemon.
        #expect(IngredientLine(reading: "Juice of 1 lemon", tagger: ofApart).food == "lemon")
    }

    @Test("how much or how big, said after the food without brackets, is the note's", arguments: [
        ("1 small zucchini about 8 ounces", "zucchini", "about 8 ounces"),
        ("6 quarts cucumbers 3 to 4 inches long, measured after slicing", "cucumbers", "3 to 4 inches long"),
        ("1 pound thick asparagus tips cut 4 inches long", "thick asparagus tips", "cut 4 inches long"),
        ("2 ounces pancetta 1/4-inch thick", "pancetta", "1/4-inch thick"),
        ("1 1/3 cups \"Ranch\" sauce approximately, kept hot", "\"Ranch\" sauce", "approximately"),
        ("1 cup flour plus about 2 tablespoons", "flour", "plus about 2 tablespoons"),
    ])
    func approximateAmountsAndLengthsAfterTheFoodAreNotes(line: String, food: String, note: String) throws {
        for read in [IngredientLine(parsing: line), IngredientLine(reading: line, tagger: try tagger(["w=cut": .preparation]))] {
            #expect(read.food == food, "\(line)")
            #expect(read.note.contains(note), "\(line): \(read.note)")
        }
    }

    @Test("a number that is the food's own stays in it", arguments: [
        ("1 tsp Chinese 5-spice powder", "Chinese 5-spice powder"),
        ("1 cup 2% milk", "2% milk"),
        // A size or an approximation before the food is no note of how much the whole food is.
        ("4 boneless, 1-inch-thick pork chops", "boneless 1-inch-thick pork chops"),
        ("1 whole about 3-pound chicken", "chicken"),
    ])
    func aNumberOfTheFoodsOwnStays(line: String, food: String) {
        #expect(IngredientLine(reading: line).food == food, "\(line)")
    }

    @Test("a part of the food and what is done to it, or a pointer to a recipe, is no other food", arguments: [
        ("8 baby carrots, green tops trimmed, halved lengthwise", "baby carrots"),
        ("Blueberry Cream, recipe follows", "Blueberry Cream"),
        ("Pastry Cream, see recipe", "Pastry Cream"),
    ])
    func aPartAndItsPreparationIsNoListedKind(line: String, food: String) throws {
        let parts = try tagger(["w=trimmed": .preparation, "w=halved": .preparation, "w=lengthwise": .preparation])
        #expect(IngredientLine(reading: line, tagger: parts).food == food, "\(line)")
        // A list of kinds still carries the food on.
        #expect(IngredientLine(reading: "1 jar mild, medium, or hot salsa", tagger: parts).food == "mild, medium, or hot salsa")
    }

    @Test("a can's food keeps the cut its label names it by", arguments: [
        ("One 14.5-ounce can diced peeled tomatoes, drained", "diced peeled tomatoes"),
        ("One 14.5 oz (110g) can chopped tomatoes", "chopped tomatoes"),
        ("One 4-ounce can sliced, peeled green chiles, drained", "sliced, peeled green chiles"),
    ])
    func aCansCutStaysInItsFood(line: String, food: String) throws {
        let cutsApart = try tagger(["w=diced": .preparation, "w=peeled": .preparation, "w=chopped": .preparation,
                                    "w=sliced": .preparation, "w=shredded": .preparation, "w=can": .unit, "w=packages": .unit])
        #expect(IngredientLine(reading: line, tagger: cutsApart).food == food, "\(line)")
        // Cheese is sold shredded in a package too, but there the tagger's reading stands.
        #expect(IngredientLine(reading: "2 packages shredded mozzarella", tagger: cutsApart).food == "mozzarella")
    }

    @Test("how a food tastes, listed with commas, describes it as its kinds do", arguments: [
        ("2 tsp sweet, hot, or smoked paprika", "sweet hot or smoked paprika"),
        ("3 cups spicy, crunchy chickpeas", "spicy crunchy chickpeas"),
    ])
    func tasteWordsListedBeforeTheFoodAreItsKinds(line: String, food: String) {
        #expect(IngredientLine(parsing: line).food == food, "\(line)")
        #expect(IngredientLine(parsing: "2 sweet potatoes, peeled").food == "sweet potatoes")
        // Elsewhere they name: another name in parentheses is still the food's.
        #expect(IngredientLine(reading: "2 lb yams (sweet potatoes)").food == "yams (sweet potatoes)")
    }

    // Found by hand while trying the rules above: a food named with a number read that number as its amount ("2%
    // milk" was 2 of "% milk"), or left a brand's code out of the food ("A1 sauce" bought "sauce").
    @Test("a number or a code that names the food is the food's", arguments: [
        ("2% milk, for serving", "2% milk", ""),
        ("100% whole wheat flour", "100% whole wheat flour", ""),
        ("2 percent milk", "2 percent milk", ""),
        ("½ cup 2 percent milk", "2 percent milk", "½ cup"),
        ("1 tbsp A1 sauce", "A1 sauce", "1 tbsp"),
        ("1 cup V8 juice", "V8 juice", "1 cup"),
    ])
    func aNumberThatNamesTheFoodIsNoAmount(line: String, food: String, quantityText: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.quantityText == quantityText, "\(line)")
        #expect(IngredientLine(reading: "2 cups flour").quantityText == "2 cups")
    }

    // Found the same way: "+" before another amount carried the food on ("eggs + 1 yolk"), and "each" led it.
    @Test("a “+” before another amount, an “each” after the amount and an approximation ending the food are the note's", arguments: [
        ("2 large eggs + 1 yolk", "eggs", "+ 1 yolk"),
        ("1/4 teaspoon each salt and pepper", "salt and pepper", "each"),
        ("½ cup each of walnuts and raisins", "walnuts and raisins", "each"),
        ("4 onions about 1 1/2 pounds total", "onions", "about 1 1/2 pounds total"),
    ])
    func plusSignsAndEachAreNotes(line: String, food: String, note: String) {
        let read = IngredientLine(reading: line)
        #expect(read.food == food, "\(line)")
        #expect(read.note.contains(note), "\(line): \(read.note)")
    }
}
