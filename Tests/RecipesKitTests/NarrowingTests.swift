import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
import RecipesTestSupport
import Testing

@Suite struct ByteScanTests {
    func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    @Test func findsTheFirstQuoteBackslashOrControlByteAtAnyOffset() {
        for length in 0..<40 {
            let plain = String(repeating: "a", count: length)
            #expect(withBytes(plain + "\"tail") { ByteScan.stringEnd(in: $0, from: 0).end } == length)
            #expect(withBytes(plain + "\\n") { ByteScan.stringEnd(in: $0, from: 0).end } == length)
            #expect(withBytes(plain + "\u{1F}") { ByteScan.stringEnd(in: $0, from: 0).end } == length)
            #expect(withBytes(plain + "é€") { ByteScan.stringEnd(in: $0, from: 0).end } == length + 5)
        }
    }

    @Test func stringEndSaysWhetherOnlyTheBytesBeforeTheFirstSpecialAreASCII() {
        for length in 0..<40 {
            let plain = String(repeating: "a", count: length)
            for special in ["\"", "\\", "\u{1F}", "\u{0}"] {
                // Bytes past the special one, ASCII or not, belong to the next token and do not count.
                let ascii = withBytes(plain + special + "é€ tail") { ByteScan.stringEnd(in: $0, from: 0) }
                #expect(ascii.end == length && ascii.isASCII)
                for position in 0..<length {
                    var characters = Array(plain)
                    characters[position] = "é"
                    let accented = withBytes(String(characters) + special + "tail") { ByteScan.stringEnd(in: $0, from: 0) }
                    #expect(accented.end == length + 1 && !accented.isASCII, "é at \(position) of \(length)")
                }
            }
            // Bytes either side of the specials' values, before a quote, from any start.
            for boundary: UInt8 in [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x7F] {
                for start in 0..<3 {
                    let bytes = Array(repeating: boundary, count: start + length) + [0x22, 0xC3, 0xA9]
                    let found = bytes.withUnsafeBufferPointer { ByteScan.stringEnd(in: $0, from: start) }
                    #expect(found.end == start + length && found.isASCII, "byte \(boundary) from \(start)")
                }
            }
            for high: UInt8 in [0x80, 0xA2, 0xDC, 0xFF] where length > 0 {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: length - 1) + [high, 0x22]
                let found = bytes.withUnsafeBufferPointer { ByteScan.stringEnd(in: $0, from: 0) }
                #expect(found.end == length && !found.isASCII, "byte \(high) at \(length - 1)")
            }
            // An unterminated run ends at the input's end.
            let open = withBytes("x" + plain) { ByteScan.stringEnd(in: $0, from: 1) }
            #expect(open.end == length + 1 && open.isASCII)
            #expect(withBytes(plain + "ü") { ByteScan.stringEnd(in: $0, from: 0) } == (length + 2, false))
        }
    }

    @Test func foldedSearchFindsEveryCaseVariantAtEveryOffset() {
        for prefix in 0..<20 {
            let pad = String(repeating: "x", count: prefix)
            for variant in ["beef", "BEEF", "bEeF", "Beef"] {
                #expect(withBytes(pad + variant + "!") { ByteScan.containsFolded(Array("beef".utf8), in: $0) })
            }
            #expect(!withBytes(pad + "bee f beeg") { ByteScan.containsFolded(Array("beef".utf8), in: $0) })
        }
    }

    @Test func plainASCIIExcludesNonASCIIAndEscapes() {
        #expect(withBytes(#"{"name": "plain text, long enough for words"}"#) { ByteScan.isPlainASCII($0) })
        #expect(!withBytes(#"{"name": "Crème brûlée and more text here"}"#) { ByteScan.isPlainASCII($0) })
        #expect(!withBytes(#"{"name": "b\u0065ef"}"#) { ByteScan.isPlainASCII($0) })
    }
}

@Suite struct CatalogNarrowingTests {
    func mayMatch(_ narrowing: CatalogNarrowing, _ json: String) -> Bool {
        Array(json.utf8).withUnsafeBufferPointer { narrowing.mayMatch($0) }
    }

    @Test func rulesOutOnlyRecipesLackingARequiredTerm() {
        let narrowing = RecipeQuery(ingredients: ["beef", "onion"]).narrowing
        #expect(mayMatch(narrowing, #"{"name": "Stew", "ingredients": [{"name": "Beef"}, {"name": "ONIONS"}]}"#))
        #expect(!mayMatch(narrowing, #"{"name": "Stew", "ingredients": [{"name": "Beef"}]}"#))
        #expect(mayMatch(RecipeQuery(ingredients: ["beef", "onion"], anyIngredient: true).narrowing, #"{"x": "onion"}"#))
    }

    @Test func nonASCIIOrEscapedRecipesAlwaysPass() {
        let narrowing = RecipeQuery(ingredients: ["creme"]).narrowing
        #expect(mayMatch(narrowing, #"{"name": "Crème"}"#))
        #expect(mayMatch(narrowing, #"{"name": "cr\u0065me"}"#))
    }

    @Test func aQueryTellsDecodersWhichFieldsItsFilterReads() {
        #expect(RecipeQuery().narrowing.reads == [])
        #expect(RecipeQuery(ingredients: ["beef"]).narrowing.reads == .ingredients)
        #expect(RecipeQuery(excludedIngredients: ["beef"]).narrowing.reads == .ingredients)
        #expect(RecipeQuery(type: "Meat").narrowing.reads == .ingredients)
        #expect(RecipeQuery(name: "stew").narrowing.reads == .summary)
        #expect(RecipeQuery(maxMinutes: 30).narrowing.reads == [.summary, .steps])
    }

    @Test func termsItCannotCheckDoNotNarrow() {
        var accented = RecipeQuery(ingredients: ["crème"]).narrowing
        // The query itself is kept whole, accents and all, for a reader that decides it on the fields.
        #expect(accented.terms == QueryTerms(RecipeQuery(ingredients: ["crème"])))
        accented.terms = nil
        #expect(accented == CatalogNarrowing(requiring: [["creme"]], ingredientGroups: [["crème"]], reads: .ingredients, isComplete: true))
        #expect(RecipeQuery(ingredients: ["日本"]).narrowing.isEmpty)
        #expect(RecipeQuery(ingredients: ["日本"]).narrowing.ingredientGroups == [["日本"]])
        #expect(RecipeQuery(ingredients: ["a", "b"], anyIngredient: true, type: "Meat").narrowing.ingredientGroups == [["a", "b"]])
        #expect(RecipeQuery(excludedIngredients: ["beef"], maxMinutes: 10).narrowing.isEmpty)
    }

    @Test func narrowedDecodingStillValidatesEveryRecipe() throws {
        let data = try Fixtures.data("Invalid/NegativeTimer.json")
        let narrowing = RecipeQuery(ingredients: ["no such ingredient"]).narrowing
        let error = #expect(throws: CatalogDecodingError.self) { try CatalogDecoder().decode(data, narrowing: narrowing) }
        #expect(error?.description == #"at [1].timers[1] (recipe "Crock Pot Roast"): timer must not be negative, found -5"#)
    }

    @Test func queryTermsRestateEveryFieldOfAQuery() {
        // QueryTerms restates RecipeQuery.filter field by field: a field added to the query must be added there too,
        // or a source deciding the terms would ignore it.
        #expect(Mirror(reflecting: RecipeQuery()).children.count == 9)
        #expect(Mirror(reflecting: QueryTerms(RecipeQuery())).children.count == 9)
    }

    @Test(arguments: [
        RecipeQuery(type: ""), RecipeQuery(type: " MEAT"), RecipeQuery(ingredients: ["BEEF"], excludedIngredients: ["\u{e9}"]),
        RecipeQuery(maxMinutes: 10), RecipeQuery(tags: ["x", " "], anyTag: true), RecipeQuery(name: "\u{2028}", excludedTags: ["x"]),
        RecipeQuery(ingredients: ["é", "b\"eef"], anyIngredient: true), RecipeQuery(ingredients: [" "], tags: [""]),
    ])
    func oddFieldsAreDecidedAsThePredicatesDecideThem(query: RecipeQuery) throws {
        // Missing and null aisles, escaped text, strings that are not UTF-8, tags that are not strings, more timers
        // than steps and no steps at all: each read as the recipe built from it reads.
        let head = #"""
            [{"name": "A\u2028", "ingredients": [{"name": "beef"}, {"name": "b\"eef", "type": null}], "steps": [], "timers": [30]},
             {"name": "B", "ingredients": [{"name": "\u00e9pices", "type": " meat "}], "steps": ["s"], "timers": [5, 50], "tags": ["x", 3]},
             {"name": "C", "ingredients": [{"name": "BEEF\t", "type": "Me\u0061t"}], "steps": ["s", "t"], "timers": [5, 6], "tags": null},
             {"name": "D
            """#
        // The last name holds a byte that is not UTF-8, read repaired.
        let bytes = Data(head.utf8) + Data([0xFF]) + Data(#"", "ingredients": [], "steps": ["s"], "tags": [" X "]}]"#.utf8)
        let all = try CatalogDecoder().decode(bytes)
        #expect(all.count == 4)
        let decided = try CatalogDecoder().decodeMatches(bytes, narrowing: query.narrowing)
        #expect(decided.areMatches)
        #expect(decided.recipes == all.filter(query.filter), "\(query)")
    }

    /// Property: for random catalogs and random queries, a narrowed decode keeps exactly the filter's matches, whole
    /// or in batches.
    @Test(arguments: 0..<25)
    func narrowedDecodingKeepsExactlyTheFiltersMatches(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let words = ["beef", "Beef", "BEEF broth", "onion", "crème", "creme", "Œuf", "tofu", "rice", "salt", "b\"eef", "pepper", " leek\t"]
        let types = ["Meat", "meat ", "Produce", "", "Dairy", "Crème"]
        let recipes = RandomCatalog.recipes(count: 60, words: words, types: types, ingredients: 0...5, using: &random)
        let data = Data(CatalogEncoder().encode(recipes))
        let everything = try CatalogDecoder().decode(data)
        #expect(everything == recipes)
        for _ in 0..<20 {
            let query = RecipeQuery(
                ingredients: (0..<Int.random(in: 0...2, using: &random)).map { _ in words.randomElement(using: &random)! },
                anyIngredient: Bool.random(using: &random),
                excludedIngredients: Bool.random(using: &random) ? [words.randomElement(using: &random)!] : [],
                type: Bool.random(using: &random) ? types.randomElement(using: &random)! : nil,
                name: Bool.random(using: &random) ? words.randomElement(using: &random)! : nil,
                maxMinutes: Bool.random(using: &random) ? Int.random(in: 0...90, using: &random) : nil,
                tags: (0..<Int.random(in: 0...2, using: &random)).map { _ in words.randomElement(using: &random)! },
                anyTag: Bool.random(using: &random),
                excludedTags: Bool.random(using: &random) ? [words.randomElement(using: &random)!] : [])
            let narrowed = try CatalogDecoder().decode(data, narrowing: query.narrowing)
            // The decoder decides the whole query on each recipe's raw fields: exactly the predicates' matches.
            #expect(narrowed == everything.filter(query.filter), "\(query)")
            var reader = CatalogBatchReader(
                decoder: CatalogDecoder(), narrowing: query.narrowing, batchBytes: 700, workers: 2, splittingFrom: 300)
            var batched: [Recipe] = []
            while let batch = try data.withUnsafeBytes({ bytes throws(CatalogDecodingError) in try reader.next(in: bytes) }) {
                #expect(batch.areMatches)
                batched += batch.recipes
            }
            #expect(batched == narrowed, "\(query)")
        }
    }
}
