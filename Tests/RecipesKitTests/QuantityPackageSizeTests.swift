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
        ("2 x 400g tins", "2", "4 x 400g cans"),
        ("1 2-inch piece", "2", "2 2-inch pieces"),
        ("1 can (15 ounces)", "2", "2 cans (15 ounces)"),
    ])
    func scalesTheCount(text: String, factor: String, written: String) throws {
        let scale = try #require(Fraction(parsing: factor))
        #expect(Quantity(parsing: text).scaled(by: scale) == written)
    }

    @Test func aPackagesSizeIsNoMeasureToConvert() {
        #expect(Quantity(parsing: "1 (28-ounce) can").converted(to: .metric) == nil)
    }

    @Test func theSameSizeOfPackageAddsUpAndOtherSizesStayApart() {
        let list = ShoppingList(recipes: [
            dish("A", [("1 (28-ounce) can", "tomatoes", "Canned"), ("1 can (15 ounces)", "black beans", "Canned")]),
            dish("B", [("2 (28-Ounce) cans", "tomatoes", "Canned"), ("1 can (15 ounces)", "black beans", "Canned")]),
            dish("C", [("1 (14.5-ounce) can", "tomatoes", "Canned"), ("1 can", "black beans", "Canned")]),
        ])
        let items = list.aisles.flatMap(\.items)
        #expect(items.first { $0.name == "tomatoes" }?.amounts == ["3 (28-ounce) cans", "1 (14.5-ounce) can"])
        #expect(items.first { $0.name == "black beans" }?.amounts == ["2 cans (15 ounces)", "1 can"])
    }
}
