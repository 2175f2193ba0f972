@testable import RecipesKit
@testable import RecipesTerminal
import Testing

@Suite struct QuantityParsingTests {
    /// (text as catalogs write it, amount or nil for unparsed, unit's singular or nil, remainder).
    static let cases: [(String, String?, String?, String)] = [
        ("1", "1", nil, ""),
        ("2", "2", nil, ""),
        ("12", "12", nil, ""),
        ("1/2", "1/2", nil, ""),
        ("1/2 cup", "1/2", "cup", ""),
        ("1 cup", "1", "cup", ""),
        ("2 cups", "2", "cup", ""),
        ("3/4 cup", "3/4", "cup", ""),
        ("1 1/2 cups", "1 1/2", "cup", ""),
        ("2 1/2 cups", "2 1/2", "cup", ""),
        ("2-1/2 cups", "2 1/2", "cup", ""),
        ("1-1/4 cups", "1 1/4", "cup", ""),
        ("1 1/2 tbsp", "1 1/2", "tbsp", ""),
        ("1 tbsp ", "1", "tbsp", ""),
        ("2 tbsp", "2", "tbsp", ""),
        ("1 tablespoon", "1", "tbsp", ""),
        ("4 tablespoons", "4", "tbsp", ""),
        ("2 Tbs", "2", "tbsp", ""),
        ("1 tsp", "1", "tsp", ""),
        ("1 tsp.", "1", "tsp", ""),
        ("1/2 tsp", "1/2", "tsp", ""),
        ("1/4 tsp", "1/4", "tsp", ""),
        ("5 teaspoons", "5", "tsp", ""),
        ("1 teaspoon", "1", "tsp", ""),
        ("200g", "200", "g", ""),
        ("200 g", "200", "g", ""),
        ("85g", "85", "g", ""),
        ("50 grams", "50", "g", ""),
        ("1kg", "1", "kg", ""),
        ("1.5 kg", "1 1/2", "kg", ""),
        ("300ml", "300", "ml", ""),
        ("300 ml", "300", "ml", ""),
        ("1 l", "1", "l", ""),
        ("2 litres", "2", "l", ""),
        ("8 fl oz", "8", "fl oz", ""),
        ("4 fluid ounces", "4", "fl oz", ""),
        ("8 oz", "8", "oz", ""),
        ("1 ounce", "1", "oz", ""),
        ("1 lb", "1", "lb", ""),
        ("2 lbs", "2", "lb", ""),
        ("1 1/2 lb", "1 1/2", "lb", ""),
        ("1 pound", "1", "lb", ""),
        ("1 quart", "1", "quart", ""),
        ("2 quarts", "2", "quart", ""),
        ("3 quarts", "3", "quart", ""),
        ("1 pint", "1", "pint", ""),
        ("2 half-pints", "2", "half pint", ""),
        ("1 package", "1", "package", ""),
        ("2 packages", "2", "package", ""),
        ("1 pkg", "1", "package", ""),
        ("1 can", "1", "can", ""),
        ("2 cans", "2", "can", ""),
        ("1 pinch", "1", "pinch", ""),
        ("2 cloves", "2", "clove", ""),
        ("3 cloves", "3", "clove", ""),
        ("2 stalks", "2", "stalk", ""),
        ("1 handful", "1", "handful", ""),
        ("3-4 handfuls of", "3-4", "handful", "of"),
        ("2 to 3 cups", "2-3", "cup", ""),
        ("1 - 2 tsp", "1-2", "tsp", ""),
        ("½", "1/2", nil, ""),
        ("½ cup", "1/2", "cup", ""),
        ("1½ cups", "1 1/2", "cup", ""),
        ("¾ tsp", "3/4", "tsp", ""),
        ("⅓ cup", "1/3", "cup", ""),
        ("1⁄2 cup", "1/2", "cup", ""),
        ("0.5 cup", "1/2", "cup", ""),
        ("2 large", "2", nil, "large"),
        ("3 medium eggs", "3", nil, "medium eggs"),
        ("1 cupcake", "1", nil, "cupcake"),
        ("10", "10", nil, ""),
        ("1 stick", "1", "stick", ""),
        ("2 sprigs", "2", "sprig", ""),
        ("1 bunch", "1", "bunch", ""),
        ("6", "6", nil, ""),
        ("", nil, nil, ""),
        ("to taste", nil, nil, ""),
        ("a pinch", "1", "pinch", ""),
        ("some", nil, nil, ""),
        ("few sprigs", nil, nil, ""),
    ]

    @Test func coversAtLeastSixtyRealWorldStrings() {
        #expect(Self.cases.count >= 60)
    }

    @Test(arguments: cases)
    func readsAmountUnitAndRemainder(text: String, amount: String?, unit: String?, remainder: String) {
        let quantity = Quantity(parsing: text)
        #expect(quantity.original == text)
        switch quantity.amount {
        case .exact(let value)?: #expect(value.description == amount, "\(text)")
        case .range(let low, let high)?: #expect("\(low)-\(high)" == amount, "\(text)")
        case nil: #expect(amount == nil, "\(text) should parse")
        }
        #expect(quantity.unit?.singular == unit, "\(text)")
        #expect(quantity.remainder == remainder, "\(text)")
    }
}

@Suite struct QuantityScalingTests {
    @Test(arguments: [
        ("1/2 cup", "2", "1 cup"),
        ("3/4 cup", "2", "1 1/2 cups"),
        ("1 1/2 cups", "1/2", "3/4 cup"),
        ("1 tbsp ", "3", "3 tbsp"),
        ("200g", "1.5", "300 g"),
        ("300ml", "1/3", "100 ml"),
        ("1 kg", "1/4", "0.25 kg"),
        ("3-4 handfuls of", "2", "6-8 handfuls of"),
        ("1 package", "2", "2 packages"),
        ("1", "3", "3"),
        ("2 large", "1/2", "1 large"),
        ("1/3 cup", "1.5", "1/2 cup"),
        ("1 cup", "0.3", "1/3 cup"),
        ("1/8 tsp", "0.5", "1/8 tsp"),
        ("2 EL", "2", "4 EL"),
        ("1 Scheibe", "2", "2 Scheiben"),
        ("1 cucharada", "3", "3 cucharadas"),
        // Other languages' metric words are the metric unit; Portuguese names its spoon's kind after it.
        ("200 gramas", "2", "400 g"),
        ("1 litro", "1.5", "1.5 l"),
        ("1 colher (sopa)", "2", "2 colheres"),
        ("1 colher (chá)", "3", "3 colheres de chá"),
        ("1 c. de chá", "2", "2 colheres de chá"),
        ("1 xícara (chá)", "2", "2 xícaras"),
        ("1 cuillère à soupe", "2", "2 cuillères à soupe"),
        ("1 c. à c.", "3", "3 cuillères à café"),
        ("1 càs", "2", "2 cuillères à soupe"),
        ("2 ss", "2", "4 ss"),
        ("½ de cucharadita de", "2", "1 cucharadita de"),
        ("1 unit(s)", "2", "2 units"),
        ("1 Blatt", "3", "3 Blätter"),
        ("1 grappolo", "2", "2 grappoli"),
        // Polish counts in three forms, and a part of one in a fourth.
        ("1 łyżka", "2", "2 łyżki"),
        ("2 łyżki", "3", "6 łyżek"),
        ("4 łyżki", "3", "12 łyżek"),
        ("11 łyżek", "2", "22 łyżki"),
        ("1 ząbek", "1.5", "1 1/2 ząbka"),
        ("2 ząbki", "3", "6 ząbków"),
        ("1 szczypta", "1", "1 szczypta"),
    ])
    func scalesAndWritesAsCooksDo(text: String, factor: String, written: String) throws {
        let scale = try #require(Fraction(parsing: factor))
        #expect(Quantity(parsing: text).scaled(by: scale) == written)
    }

    @Test func unparsedQuantitiesAreNotScaled() {
        #expect(Quantity(parsing: "to taste").scaled(by: Fraction(2)!) == nil)
    }

    @Test func hugeFactorsFailInsteadOfOverflowing() {
        #expect(Quantity(parsing: "\(Int.max) cups").scaled(by: Fraction(3)!) == nil)
    }
}

@Suite struct FractionTests {
    @Test(arguments: [("2", "2"), ("0.5", "1/2"), ("1.25", "1 1/4"), ("3/6", "1/2"), (".5", "1/2"), ("7/4", "1 3/4"),
                      ("-0.5", "-1/2"), ("-1.5", "-1 1/2"), ("-.25", "-1/4"), ("+0.5", "1/2"), ("-2", "-2"), ("-3/6", "-1/2")])
    func readsScaleFactors(text: String, value: String) {
        #expect(Fraction(parsing: text)?.description == value)
    }

    @Test(arguments: ["", "x", "1/0", "1..5", "2/x", "1.5.5", "-9223372036854775808", "1/-9223372036854775808", "--0.5", "-+0.5", "- 0.5",
                      "1 .5", "0.-5", "0.+5"])
    func refusesWhatIsNotANumber(text: String) {
        #expect(Fraction(parsing: text) == nil)
    }

    @Test func roundsToWhatCooksMeasure() {
        #expect(Fraction(5, 7)?.measurable.description == "3/4")
        #expect(Fraction(1, 100)?.measurable.description == "1/100")
        #expect(Fraction(2, 3)?.measurable.description == "2/3")
    }
}

@Suite struct ScaledDetailTests {
    let recipe = Recipe(
        name: "Soup",
        ingredients: [
            Ingredient(quantity: "1 1/2 cups", name: "stock", type: "Misc"),
            Ingredient(quantity: "a few", name: "chives", type: "Produce"),
            Ingredient(quantity: "", name: "salt", type: "Condiments"),
        ],
        steps: ["Heat."], timers: [10])

    @Test func scalesReadableQuantitiesAndMarksTheRest() throws {
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: false, scale: Fraction(parsing: "2"))
        #expect(detail.ingredients.map(\.quantity) == ["3 cups", "a few", ""])
        #expect(detail.ingredients.map(\.keptAsWritten) == [false, true, false])
        #expect(detail.recipe.ingredients.map(\.quantity) == ["3 cups", "a few", ""])
        let text = TerminalView.render(detail)
        #expect(text.hasPrefix("Soup (×2)\n"))
        #expect(text.contains("  a few *  chives  Produce\n"))
        #expect(text.contains("  * not scaled: the quantity is kept as written\n"))
    }

    @Test func unscaledDetailKeepsQuantitiesAsWritten() {
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: false)
        #expect(detail.ingredients.map(\.quantity) == ["1 1/2 cups", "a few", ""])
        #expect(!TerminalView.render(detail).contains("not scaled"))
    }
}

@Suite struct UnitConversionTests {
    @Test(arguments: [
        ("1 cup", UnitSystem.metric, "237 ml"),
        ("2 quarts", .metric, "1.89 l"),
        ("1 tbsp", .metric, "15 ml"),
        ("1/4 tsp", .metric, "1.2 ml"),
        ("200g", .us, "7 oz"),
        ("1 kg", .us, "2 1/4 lbs"),
        ("1 lb", .metric, "454 g"),
        ("2 lbs", .metric, "907 g"),
        ("300ml", .us, "1 1/4 cups"),
        ("15 ml", .us, "1 tbsp"),
        ("5 ml", .us, "1 tsp"),
        ("3-4 cups", .metric, "710-946 ml"),
        ("85g", .metric, "85 g"),
        ("1 inch", .metric, "2.5 cm"),
        ("5 cm", .us, "2 inches"),
        ("2 inches", .us, "2 inches"),
        ("2 EL", .metric, "30 ml"),
        ("1 colher (chá)", .metric, "4.9 ml"),
        ("1 cuillère à café", .metric, "4.9 ml"),
        ("2 krm", .metric, "2 ml"),
        ("25 dkg", .metric, "250 g"),
        ("1 c. à soupe", .metric, "15 ml"),
        ("1 c. a the", .metric, "4.9 ml"),
        ("1 c. à table", .metric, "15 ml"),
        ("500 gramos", .us, "1 1/8 lbs"),
        ("1 szklanka", .metric, "237 ml"),
    ])
    func convertsVolumesMassesAndLengthsWithinTheirDimension(text: String, system: UnitSystem, written: String) {
        #expect(Quantity(parsing: text).converted(to: system) == written)
    }

    @Test func convertsAfterScaling() throws {
        #expect(Quantity(parsing: "1/2 cup").converted(to: .metric, scaledBy: try #require(Fraction(parsing: "2"))) == "237 ml")
    }

    @Test(arguments: ["2 cloves", "1 package", "to taste", "3", "2 large"])
    func leavesCountsAndUnitlessQuantitiesAlone(text: String) {
        #expect(Quantity(parsing: text).converted(to: .metric) == nil)
    }

    @Test func detailConvertsAndStillScalesCounts() throws {
        let recipe = Recipe(name: "R", ingredients: [
            Ingredient(quantity: "1 cup", name: "milk", type: "Dairy"),
            Ingredient(quantity: "2 cloves", name: "garlic", type: "Produce"),
        ], steps: ["Mix."])
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: false, scale: Fraction(parsing: "2"), units: .metric)
        #expect(detail.ingredients.map(\.quantity) == ["473 ml", "4 cloves"])
    }
}

@Suite struct AbsurdQuantityTests {
    @Test(arguments: ["9000000000000000000/5 cups", "9223372036854775807 gallons", "9223372036854775807 g", "99999999999999999999 cups"])
    func hugeAmountsNeverCrash(text: String) {
        let quantity = Quantity(parsing: text)
        _ = quantity.scaled(by: .one)
        _ = quantity.scaled(by: Fraction(parsing: "0.3") ?? .one)
        _ = quantity.converted(to: .metric)
        _ = quantity.converted(to: .us, scaledBy: Fraction(parsing: "1000") ?? .one)
        let detail = RecipeDetailViewModel(
            recipe: Recipe(name: "R", ingredients: [Ingredient(quantity: text, name: "x", type: "")], steps: ["s"]),
            showsTimers: false, scale: Fraction(parsing: "1/3"), units: .us)
        #expect(detail.ingredients.count == 1)
    }
}
