import Foundation
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct IngredientTaggerTests {
    @Test func theBuiltInModelReadsAndLabelsEveryKind() throws {
        let model = try IngredientTaggerModel(text: IngredientTaggerModel.text)
        #expect(!model.isEmpty)
        #expect(Set(model.labels) == Set(IngredientTagger.Label.allCases))
        #expect(!IngredientTagger.standard.isEmpty)
    }

    // Tests/Golden/tagger-parity.tsv is what `scripts/ingredient-tagger --parity Tests/Golden/tagger-sentences.txt`
    // printed for the built-in model: the Swift tagger must cut and label every word as the training script does.
    @Test func labelsEveryWordAsTheTrainingScriptDoes() throws {
        let golden = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/Golden/tagger-parity.tsv"), encoding: .utf8)
        let rows = golden.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count >= 30)
        for row in rows {
            let parts = row.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(parts.count == 2, "\(row)")
            let expected = parts[1].split(separator: " ").map(String.init)
            let tagged = IngredientTagger.standard.tag(String(parts[0])).map { "\($0.text)/\($0.label.rawValue)" }
            #expect(tagged == expected, "\(parts[0])")
        }
    }

    @Test("words are cut as the script's regular expression cuts them", arguments: [
        ("1½ cups extra-virgin olive oil, (divided)", ["1", "½", "cups", "extra-virgin", "olive", "oil", ",", "(", "divided", ")"]),
        ("1/2-inch piece", ["1/2", "-", "inch", "piece"]),
        ("1.5kg or 2,5 kg", ["1.5", "kg", "or", "2,5", "kg"]),
        ("3. Tbsp confectioners’ sugar", ["3", ".", "Tbsp", "confectioners", "’", "sugar"]),
        ("O'Brien's ‘best’ eggs_large", ["O'Brien's", "‘", "best", "’", "eggs", "large"]),
        ("", []),
    ])
    func wordsAreCutAsTheScriptCutsThem(line: String, words: [String]) {
        #expect(IngredientTagger.words(in: line).map { String(line.unicodeScalars[$0]) } == words)
    }

    @Test func featuresAreSpelledAsTheScriptSpellsThem() {
        #expect(IngredientTagger.fold("Jalapeño") == "jalapeno")
        #expect(IngredientTagger.singular("leaves") == "leaf")
        #expect(IngredientTagger.singular("cherries") == "cherry")
        #expect(IngredientTagger.singular("gas") == "gas")
        #expect(IngredientTagger.shape("Jalapeño12") == "Xxxñxdd")
        #expect(IngredientTagger.shape("1/2") == "d/d")
        let features = IngredientTagger.features(["2", "cups", "flour"], folded: ["2", "cups", "flour"], at: 1)
        #expect(features.contains("pw=2|cups"))
        #expect(features.contains("s=cup"))
        #expect(features.contains("nn=</s>"))
        #expect(features.contains("number=False"))
        #expect(features.contains("pos=1"))
    }

    @Test("a model's text that does not read says which line and why", arguments: [
        ("labels\tQTY UNIT\n", 1),
        ("labels\tQTY UNIT SIZE NAME PREP COMMENT PURPOSE PUNC OTHER\nw=a\t1 2\n", 2),
        ("# a comment\nw=a\t1 2 3 4 5 6 7 8 9\n", 2),
        ("labels\tQTY UNIT SIZE NAME PREP COMMENT PURPOSE PUNC OTHER\nw=a 1 2 3 4 5 6 7 8 9\n", 2),
        ("labels\tQTY UNIT SIZE NAME PREP COMMENT PURPOSE PUNC OTHER\nw=a\t1 2 3 4 5 6 7 8 x\n", 2),
        ("labels\tQTY UNIT SIZE NAME PREP COMMENT PURPOSE PUNC OTHER\nw=a\t1  2 3 4 5 6 7 8 9\n", 2),
        ("labels\tQTY UNIT SIZE NAME PREP COMMENT PURPOSE PUNC OTHER\nw=a\t1 2 3 4 5 6 7 8 9\nw=a\t1 2 3 4 5 6 7 8 9\n", 3),
        ("", 1),
    ])
    func aBrokenModelSaysWhichLine(text: String, line: Int) {
        #expect(throws: IngredientTaggerModel.FormatError.self) { try IngredientTaggerModel(text: text) }
        do {
            _ = try IngredientTaggerModel(text: text)
        } catch {
            #expect(error.line == line, "\(error)")
        }
    }

    @Test func aTaggerWithoutAModelLeavesTheRulesReading() {
        let tagger = IngredientTagger(model: .empty)
        #expect(tagger.tag("1 small sprig rosemary").isEmpty)
        for line in ["1 small sprig rosemary", "4 celery stalks", "2 unpeeled yellow onions, quartered"] {
            #expect(IngredientLine(reading: line, tagger: tagger) == IngredientLine(parsing: line))
        }
    }

    @Test func aLineOfTooManyWordsIsNotTagged() {
        let line = String(repeating: "salt ", count: 100_000)
        #expect(IngredientTagger.standard.tag(line).isEmpty)
        #expect(IngredientTagger.standard.tag("2 cups flour", maximumWords: 2).isEmpty)
    }
}
