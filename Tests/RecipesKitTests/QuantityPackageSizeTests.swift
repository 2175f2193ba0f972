@testable import RecipesKit
import Testing

// A catalog keeps an amount as written, and `show --scale` and `shop` read it again: "1 (28-ounce) can" read back as a
// count with no unit, so it scaled to "2 (28-ounce) can", and `shop` wrote "1 can (15 ounces)" as "1 can".
@Suite struct QuantityPackageSizeTests {
    @Test("a measured size between the count and its package is the package's", arguments: [
        ("1 (28-ounce) can", "(28-ounce)", "can", ""),
        ("2 (14.5 oz) cans", "(14.5 oz)", "can", ""),
        ("2 (8-oz.) packages", "(8-oz.)", "package", ""),
        ("1 14-ounce can", "14-ounce", "can", ""),
        ("1 14.5 oz can", "14.5 oz", "can", ""),
        ("2 x 400g tins", "x 400g", "can", ""),
        ("2 × 400 g tins", "× 400 g", "can", ""),
        ("1 2-inch piece", "2-inch", "piece", ""),
        ("1 can (15 ounces)", "", "can", "(15 ounces)"),
    ])
    func readsTheSizeAndThePackage(text: String, size: String, unit: String, remainder: String) {
        let quantity = Quantity(parsing: text)
        #expect(quantity.size == size, "\(text)")
        #expect(quantity.unit?.singular == unit, "\(text)")
        #expect(quantity.remainder == remainder, "\(text)")
    }

    @Test("a size with no package after it, or no size, reads as before", arguments: [
        ("1 (28-ounce)", "(28-ounce)"),
        ("2 (optional) cans", "(optional) cans"),
        ("2 14-ounce", "14-ounce"),
        ("2 x 500g pots", "x 500g pots"),
        ("3 (about 1 pound) sweet potatoes", "(about 1 pound) sweet potatoes"),
        ("2 2 cans", "2 cans"),
    ])
    func withoutAPackageTheSizeIsTheRemainder(text: String, remainder: String) {
        let quantity = Quantity(parsing: text)
        #expect(quantity.size.isEmpty, "\(text)")
        #expect(quantity.unit == nil, "\(text)")
        #expect(quantity.remainder == remainder, "\(text)")
    }

    @Test("the count scales and the package is written plural, its size as it was", arguments: [
        ("1 (28-ounce) can", "2", "2 (28-ounce) cans"),
        ("2 (8-oz.) packages", "1/2", "1 (8-oz.) package"),
        ("1 14-ounce can", "3", "3 14-ounce cans"),
        ("2 x 400g tins", "2", "4 x 400g tins"),
        ("1 tin", "2", "2 tins"),
        ("2 packets", "1/2", "1 packet"),
        ("2 Tbs", "2", "4 tbsp"),
        ("1 2-inch piece", "2", "2 2-inch pieces"),
        ("1 can (15 ounces)", "2", "2 cans (15 ounces)"),
    ])
    func scalesTheCount(text: String, factor: String, written: String) throws {
        let scale = try #require(Fraction(parsing: factor))
        #expect(Quantity(parsing: text).scaled(by: scale) == written)
    }

    @Test("a measure after a size in parentheses is the amount again, not a package", arguments: ["½ (2 mL) tsp", "1 (6-oz) cup"])
    func aParenthesisedSizeBeforeAMeasureIsNoPackage(text: String) {
        let quantity = Quantity(parsing: text)
        #expect(quantity.unit == nil, "\(text)")
        #expect(quantity.size.isEmpty, "\(text)")
    }

    @Test("scaled, a quantity reads back as the scaled amount, with its unit and size", arguments: [
        "1 (28-ounce) can", "2 (14.5 oz) cans", "1 14-ounce can", "2 x 400g tins", "1 2-inch piece", "1 can (15 ounces)",
        "Two 1/2-inch thick slices", "One ½-pound piece", "8 ½-inch slices", "Large pinch", "1 large bunch", "2 heaping tablespoons",
        "Two 14 to 16 ounce blocks", "2 or 3 cloves", "0,5 TL", "1 and 1/2 cups",
    ])
    func aScaledQuantityReadsBack(text: String) throws {
        let quantity = Quantity(parsing: text)
        for factor in ["2", "1/2", "3"] {
            let scale = try #require(Fraction(parsing: factor))
            let written = try #require(quantity.scaled(by: scale), "\(text)")
            let again = Quantity(parsing: written)
            let expected: Quantity.Amount? = switch quantity.amount {
            case .exact(let value)?: value.multiplied(by: scale).map { .exact($0.measurable) }
            case .range(let low, let high)?: low.multiplied(by: scale).flatMap { l in high.multiplied(by: scale).map { .range(l.measurable, $0.measurable) } }
            case nil: nil
            }
            #expect(again.amount == expected, "\(text) ×\(factor): \(written)")
            #expect(again.unit == quantity.unit, "\(text) ×\(factor): \(written)")
            #expect(Self.folded(again.size) == Self.folded(quantity.size), "\(text) ×\(factor): \(written)")
        }
    }

    private static func folded(_ size: String) -> String { size.lowercased().filter { !"()".contains($0) } }

    @Test func theSameSizeOfPackageAddsUpAndOtherSizesStayApart() {
        let list = ShoppingList(recipes: [
            dish("A", [("1 (28-ounce) can", "tomatoes", "Canned"), ("1 can (15 ounces)", "black beans", "Canned")]),
            dish("B", [("2 (28-Ounce) cans", "tomatoes", "Canned"), ("1 can (15 ounces)", "black beans", "Canned")]),
            dish("C", [("1 (14.5-ounce) can", "tomatoes", "Canned"), ("1 can", "black beans", "Canned")]),
            dish("D", [("1 28-ounce can", "tomatoes", "Canned"), ("1 can, drained", "black beans", "Canned")]),
            dish("E", [("1 (28 ounce) can", "tomatoes", "Canned"), ("1 can of", "black beans", "Canned")]),
        ])
        let items = list.aisles.flatMap(\.items)
        #expect(items.first { $0.name == "tomatoes" }?.amounts == ["5 (28-ounce) cans", "1 (14.5-ounce) can"])
        #expect(items.first { $0.name == "black beans" }?.amounts == ["2 cans (15 ounces)", "3 cans"])
    }
}
