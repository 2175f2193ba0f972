import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
import Testing

/// Inputs the fuzzers (scripts/fuzz, Fuzz/Targets) found breaking a parser, kept so the fixes stay fixed.
@Suite struct FuzzRegressionTests {
    // MARK: catalog decoder

    @Test func narrowedDecodeReadsAnEscapedKeyAsTheFullDecodeDoes() throws {
        // While only validating, the key "n\u0061me" was read as "" and the recipe refused for a missing "name".
        let data = Data(#"[{"n\u0061me":"e","ingredients":[],"steps":[]}]"#.utf8)
        let full = try CatalogDecoder().decode(data)
        #expect(full.map(\.name) == ["e"])
        #expect(try CatalogDecoder().decode(data, narrowing: RecipeQuery(name: "e").narrowing) == full)
    }

    @Test(arguments: [
        #"[{"name":"a","ingredients":[],"steps":[],"timers":[01]}]"#,
        #"[{"name":"a","ingredients":[],"steps":[],"extra":{"n":-007}}]"#,
    ])
    func decoderRefusesNumbersWithLeadingZerosAsJSONDoes(json: String) {
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil)
        let error = #expect(throws: CatalogDecodingError.self) { try CatalogDecoder().decode(Data(json.utf8)) }
        #expect(error?.message == "invalid number: a leading zero")
    }

    // MARK: JSON-LD

    static func page(_ recipe: String) -> Data {
        Data(#"<html><script type="application/ld+json">\#(recipe)</script></html>"#.utf8)
    }

    @Test func aLessThanSignThatOpensNoTagIsKeptWithTheTextAfterIt() throws {
        // Markup removal dropped everything after a '<' with no '>': this name became " ", these steps were cut.
        let json = #"{"@type": "Recipe", "name": " <![CDATA[ Shakshuka", "recipeInstructions": ["Simmer for < 5 minutes.", "Serve 2 < x <b>hot</b>."]}"#
        let recipe = try #require(try JSONLDDecoder().decode(Self.page(json)).recipes.first).recipe
        #expect(recipe.name == " <![CDATA[ Shakshuka")
        #expect(recipe.steps == ["Simmer for < 5 minutes.", "Serve 2 < x hot."])
    }

    @Test func aPageRecipeNamedOnlyWithMarkupIsSkippedAsNameless() throws {
        let result = try JSONLDDecoder().decode(Self.page(#"{"@type": "Recipe", "name": "<b> </b>", "recipeInstructions": "Mix."}"#))
        #expect(result.recipes.isEmpty)
        #expect(result.skipped == ["a Recipe with no name was skipped"])
    }

    // MARK: quantity

    @Test func largeMetricAmountsAreWrittenInFixedPointAndReadBack() throws {
        // "%g" wrote 1.80784e+07, which reads back as 1.8 with "e+07 l" left over.
        let converted = try #require(Quantity(parsing: "4775807 gallons").converted(to: .metric))
        #expect(converted == "18078396.1 l")
        #expect(Quantity(parsing: converted).unit?.singular == "l")
        #expect(Quantity(parsing: converted).remainder == "")
        // Six significant digits also cut 12345.67 to 12345.7.
        #expect(Quantity(parsing: "12345.67 kg").scaled(by: .one) == "12345.67 kg")
    }

    @Test func aRangeWhoseEndsRoundToTheSameAmountIsWrittenAsOneAmount() {
        // Written "4-4 cups" before, which reads back as 4 with "-4 cups" left over and no unit.
        #expect(Quantity(parsing: "4 to 4 1/211 cups").scaled(by: .one) == "4 cups")
        #expect(Quantity(parsing: "4-4-1/211/21").scaled(by: .one) == "4 /21")
        #expect(Quantity(parsing: "10.2-10.4 g").scaled(by: .one) == "10 g")
    }

    @Test func aHugeWholeNumberBeforeAFractionIsReadWithoutOverflowing() throws {
        // Int.max * 2 + 1 trapped while joining "9223372036854775807 1/2" into one mixed number (found through an
        // ingredient of a JSON-LD page: "…6430967150697920739½ tsp salt").
        let quantity = Quantity(parsing: "9223372036854775807 1/2 tsp")
        #expect(quantity.amount == .exact(try #require(Fraction(Int.max))))
        #expect(quantity.remainder == "1/2 tsp")
        let page = #"{"@type": "Recipe", "name": "Salt", "recipeIngredient": ["000000000006430967150697920739½ tsp salt"], "recipeInstructions": "Mix."}"#
        #expect(try JSONLDDecoder().decode(Data(page.utf8)).recipes.count == 1)
    }

    @Test func metricAmountsTooLargeForADoubleAreWrittenExactly() {
        // Through a Double, Int.max grams was written 9223372036854775808 g, which does not read back at all.
        #expect(Quantity(parsing: "9223372036854775807g").scaled(by: .one) == "9223372036854775807 g")
        #expect(Quantity(parsing: "9223372036854775807g").scaled(by: .one).map { Quantity(parsing: $0).isParsed } == true)
    }

    @Test func invisibleFormatCharactersAreLeftOutOfTheReading() {
        // "2\u{200B}g…" (a zero-width space, found by CI's fuzz run) read as 2 with "g…" left over, and was written
        // "2 g…", which reads as 2 grams.
        // "9\u{2068}½…" (a bidirectional isolate, found by a longer run) read as 9 but was written "9 ⁨1/2…", read as 9 1/2.
        for text in ["2\u{200B}g\u{FFFD}-5 ", "2\u{2060}g", "2\u{FEFF} g", "9\u{2068}\u{BD} g\u{FFFD}6("] {
            let quantity = Quantity(parsing: text)
            #expect(quantity.unit?.singular == "g", "\(text.debugDescription)")
            let written = Quantity(parsing: quantity.scaled(by: .one) ?? "")
            #expect(written.unit == quantity.unit && written.remainder == quantity.remainder, "\(text.debugDescription)")
        }
    }

    @Test func aNoBreakSpaceSeparatesAmountAndUnitAsASpaceDoes() {
        // "20\u{A0}g" read as 20 with no unit and "g" left over, then was written "20 g", which reads as 20 grams.
        let quantity = Quantity(parsing: "20\u{A0}g")
        #expect(quantity.unit?.singular == "g")
        #expect(quantity.remainder == "")
        #expect(Quantity(parsing: "1\u{A0}1/2\u{A0}cups").amount == .exact(Fraction(3, 2)!))
    }

    @Test func longDecimalsTheWriterPutsOutReadBack() throws {
        // Decimals over 12 characters were refused, so "1121229827450.96 l" (written for 9297237729223373/8292 l)
        // read as no amount at all.
        let written = try #require(Quantity(parsing: "9297237729223373/08292 l").scaled(by: .one))
        #expect(written == "1121229827450.96 l")
        #expect(Quantity(parsing: written).unit?.singular == "l")
        #expect(Fraction(parsing: "1121229827450.96") == Fraction(112122982745096, 100))
        #expect(Fraction(parsing: "99999999999.999999999") == nil)
    }

    @Test func aRangeFromZeroReadsBackAsTheRangeItWasWrittenAs() throws {
        // "0 to 1/2" was written "0-1/2", which read back as the mixed number 0 1/2, that is 1/2.
        let written = try #require(Quantity(parsing: "0 to 0½ cup").scaled(by: .one))
        #expect(written == "0-1/2 cup")
        #expect(Quantity(parsing: written).amount == .range(Fraction(0)!, Fraction(1, 2)!))
        #expect(Quantity(parsing: "2-1/2 cups").amount == .exact(Fraction(5, 2)!))
    }
}

