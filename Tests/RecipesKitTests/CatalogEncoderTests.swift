import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct CatalogEncoderTests {
    @Test func encodedCatalogDecodesBackToTheSameRecipes() throws {
        let recipes = try Fixtures.recipes()
        let encoded = CatalogEncoder().encode(recipes)
        #expect(try CatalogDecoder().decode(Data(encoded)) == recipes)
    }

    @Test func encodedCatalogIsValidJSONForOtherTools() throws {
        let recipes = try Fixtures.recipes()
        let object = try JSONSerialization.jsonObject(with: Data(CatalogEncoder().encode(recipes)))
        let array = try #require(object as? [[String: Any]])
        #expect(array.count == recipes.count)
        #expect(array.first?["name"] as? String == "Crock Pot Roast")
        #expect((array.first?["timers"] as? [Int]) == [0, 0, 0, 420])
    }

    @Test func integersAroundEachDigitCountAreWrittenAsSwiftFormatsThem() {
        let values = [0, 1, 9, 10, 11, 42, 99, 100, 101, 500, 999, 1000, 1001, 65535, Int.max, -1, -9, -10, -999, Int.min]
        for value in values {
            var output: [UInt8] = []
            CatalogEncoder().writeInteger(value, to: &output)
            #expect(String(decoding: output, as: UTF8.self) == String(value))
        }
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() throws {
        let recipe = Recipe(name: "Say \"hi\"\\\n\t\u{01}é", ingredients: [], steps: [], timers: [])
        let encoded = String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self)
        #expect(encoded.contains(#""name": "Say \"hi\"\\\n\t\u0001é""#))
        #expect(try CatalogDecoder().decodeRecipe(Data(encoded.utf8)) == recipe)
    }

    @Test func omitsAbsentURLsAndWritesEmptyCatalogAsEmptyArray() {
        let recipe = Recipe(name: "A", ingredients: [], steps: [], timers: [])
        let encoded = String(decoding: CatalogEncoder().encode(recipe), as: UTF8.self)
        #expect(!encoded.contains("imageURL"))
        #expect(!encoded.contains("originalURL"))
        #expect(String(decoding: CatalogEncoder().encode([Recipe]()), as: UTF8.self) == "[]\n")
    }

    @Test func foodAndNoteAreWrittenOnlyWhenKnownAndReadBackOnEveryPath() throws {
        let read = Ingredient(quantity: "500g/1lb 2oz", name: "raw tiger prawns, shells off", type: "Meat", food: "raw tiger prawns", note: "shells off")
        let plain = Ingredient(quantity: "1", name: "lemon", type: "Produce")
        let recipe = Recipe(name: "Prawns", ingredients: [read, plain], steps: ["Cook."], timers: [])
        let encoded = String(decoding: CatalogEncoder().encode([recipe]), as: UTF8.self)
        #expect(encoded.contains(#""type": "Meat", "food": "raw tiger prawns", "note": "shells off"}"#))
        #expect(encoded.contains(#"{"quantity": "1", "name": "lemon", "type": "Produce"}"#))
        #expect(try CatalogDecoder().decode(Data(encoded.utf8)) == [recipe])
        #expect(try CatalogDecoder().decode(Data(encoded.utf8), narrowing: CatalogNarrowing(requiring: [["prawns"]], ingredientGroups: [["prawns"]])) == [recipe])
    }
}
