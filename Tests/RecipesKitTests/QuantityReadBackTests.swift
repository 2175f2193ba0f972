@testable import RecipesKit
import Testing

// A catalog keeps a line's amount as written, and `show --scale`, `--units` and `shop` read that text again. Read over
// the corpus's 11,000 lines, 310 amounts read back otherwise than the line had been read: "2 or 3 cloves" as 2, "One
// 14-ounce can" and "Pinch" as nothing, "1 large bunch" with no unit, "0,5 TL" as 0.
@Suite struct QuantityReadBackTests {
    @Test("an amount as a line's reader writes it reads back the same", arguments: [
        "2 or 3 cloves garlic, crushed", "3 or 4 tablespoons grated Parmesan", "1 ½- to 2-pound Cornish hen",
        "One 28-ounce can diced tomatoes", "Two 14-ounce cans Italian plum tomatoes", "Four 6-ounce pieces swordfish",
        "Half a 15-ounce can diced tomatoes", "One pound dry beans", "Pinch of saffron", "Large pinch of kosher salt",
        "A small bunch of fresh cilantro", "Dash Angostura bitters", "1 large bunch cilantro", "2 heaping tablespoons pine nuts",
        "16 thin slices ham", "1 loosely packed cup cilantro leaves", "Two 14 to 16 ounce blocks firm tofu",
        "One 14.5 oz (410g) can chopped tomatoes", "Five 1-inch thick slices French bread", "1 15- to 16-ounce box cake mix",
        "1 2-inch knob fresh ginger", "1 (8-inch) strip kombu", "2,5 deciliter sødmælk", "0,5 TL Salz", "3,5 - 4 dl Bouillon",
        "1 and 1/2 cups flour", "one and a half cups milk", "2 and ½ teaspoons salt", "2 T butter", "1 1/2 T. sugar",
    ])
    func readsBackAsRead(line: String) throws {
        let read = IngredientLine(reading: line)
        let stored = Quantity(parsing: read.quantityText)
        let quantity = try #require(read.quantity, "\(line)")
        #expect(stored.amount == quantity.amount, "\(line): \(read.quantityText)")
        #expect(stored.unit == quantity.unit, "\(line): \(read.quantityText)")
    }

    @Test("US cookbooks' shorthands read as the cook means them", arguments: [
        ("1 and 1/2 cups flour", "1 1/2", "cup", "flour"),
        ("1 and a half cups flour", "1 1/2", "cup", "flour"),
        ("one and a half cups milk", "1 1/2", "cup", "milk"),
        ("2 T butter", "2", "tbsp", "butter"),
        ("1 1/2 T sugar", "1 1/2", "tbsp", "sugar"),
    ])
    func readsTheShorthand(line: String, amount: String, unit: String, food: String) {
        let read = IngredientLine(reading: line)
        #expect(read.quantity?.amount == Quantity(parsing: amount).amount, "\(line)")
        #expect(read.quantity?.unit?.singular == unit, "\(line)")
        #expect(read.food == food, "\(line)")
    }

    @Test("a small t is no unit: a teaspoon in the US, a cup in Québec")
    func aSmallTIsLeftUnread() {
        #expect(Quantity(parsing: "1 t").unit == nil)
    }

    @Test("an amount in words reads before a unit or alone, never before other words", arguments: [
        ("One", "1", nil),
        ("Four", "4", nil),
        ("a pinch", "1", "pinch"),
        ("A pat", nil, nil),
        ("a few", nil, nil),
        ("One 4-rib", nil, nil),
        ("Half a", "1/2", nil),
        ("Thin slices", nil, nil),
        ("Pinch of", "1", "pinch"),
    ] as [(String, String?, String?)])
    func wordsReadOnlyAsAmounts(text: String, amount: String?, unit: String?) {
        let quantity = Quantity(parsing: text)
        #expect(quantity.amount == amount.flatMap { Quantity(parsing: $0).amount }, "\(text)")
        #expect(quantity.unit?.singular == unit, "\(text)")
    }

    @Test("scaled, the amount is written in figures and the rest as it was", arguments: [
        ("2 or 3 cloves", "2", "4-6 cloves"),
        ("One 14-ounce can", "2", "2 14-ounce cans"),
        ("Large pinch", "2", "2 large pinches"),
        ("1 large bunch", "2", "2 large bunches"),
        ("2 heaping tablespoons", "1/2", "1 heaping tbsp"),
        ("0,5 TL", "2", "1 TL"),
        ("1,500 g", "2", "3000 g"),
        ("1 and 1/2 cups", "2", "3 cups"),
        ("2 T", "2", "4 tbsp"),
        ("Two 14 to 16 ounce blocks", "2", "4 14 to 16 ounce blocks"),
    ])
    func scalesTheFigure(text: String, factor: String, written: String) throws {
        #expect(Quantity(parsing: text).scaled(by: try #require(Fraction(parsing: factor))) == written)
    }

    @Test func aUnitWithWordsBeforeItIsNotConvertedButScaled() throws {
        let quantity = Quantity(parsing: "2 heaping tablespoons")
        #expect(quantity.converted(to: .metric) == nil)
        #expect(Quantity(parsing: "2 tablespoons").converted(to: .metric) == "30 ml")
    }

    @Test("what reads as one unit alone, and what does not", arguments: [
        ("Pinch", "pinch"), ("Large pinch", "pinch"), ("tsp", "tsp"), ("ounces", nil), ("Tablespoons of", nil), ("Thin slices", nil),
    ] as [(String, String?)])
    func aUnitAloneIsOneOfIt(text: String, unit: String?) {
        #expect(Quantity(parsing: text).unit?.singular == unit, "\(text)")
    }

    @Test("figures as Europe and the US write them", arguments: [
        ("0,250 kg", "1/4"), ("0,5 TL", "1/2"), ("1,500 g", "1500"), ("1,5 kg", "1 1/2"), ("a and 1/2 cups", nil), ("1 and 1/2 cups", "1 1/2"),
    ] as [(String, String?)])
    func readsTheFigure(text: String, amount: String?) {
        #expect(Quantity(parsing: text).amount == amount.flatMap { Quantity(parsing: $0).amount }, "\(text)")
    }

    @Test("a capital T is a tablespoon only as a word of its own", arguments: [
        ("2 T", "tbsp"), ("2 T.", "tbsp"), ("1 T-bone", nil), ("1 T&T", nil),
    ] as [(String, String?)])
    func aCapitalT(text: String, unit: String?) {
        #expect(Quantity(parsing: text).unit?.singular == unit, "\(text)")
    }

    @Test func aTBoneSteakIsNoTablespoon() {
        let read = IngredientLine(reading: "2 T-bone steaks")
        #expect(read.food == "T-bone steaks")
        #expect(read.quantity?.unit == nil)
    }

    @Test func shopKeepsHowBigEachCountedOneIs() {
        let list = ShoppingList(recipes: [
            dish("A", [("1 large head", "garlic", "Produce"), ("2 heaping tablespoons", "sugar", "Baking")]),
            dish("B", [("1 head", "garlic", "Produce"), ("1 tablespoon", "sugar", "Baking")]),
        ])
        let items = list.aisles.flatMap(\.items)
        #expect(items.first { $0.name == "garlic" }?.amounts == ["1 large head", "1 head"])
        #expect(items.first { $0.name == "sugar" }?.amounts == ["2 heaping tbsp", "1 tbsp"])
    }
}
