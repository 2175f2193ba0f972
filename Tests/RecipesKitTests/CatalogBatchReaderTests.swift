import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct CatalogBatchReaderTests {
    let recipes: [Recipe] = {
        var random = SeededRandom(seed: 7)
        return RandomCatalog.recipes(count: 300, words: ["beef", "tofu", "leek", "rice"], types: ["Meat", "Misc"], using: &random)
    }()

    /// Every batch `reader` gives for `data`, or the error that ended it with the batches before.
    func batches(_ data: Data, _ reader: CatalogBatchReader) -> (batches: [[Recipe]], error: CatalogDecodingError?) {
        var reader = reader
        var batches: [[Recipe]] = []
        while true {
            let next: Result<[Recipe]?, CatalogDecodingError> = data.withUnsafeBytes { bytes in
                Result { () throws(CatalogDecodingError) in try reader.next(in: bytes)?.recipes }
            }
            switch next {
            case .success(let batch?): batches.append(batch)
            case .success(nil): return (batches, nil)
            case .failure(let error): return (batches, error)
            }
        }
    }

    @Test(arguments: [1, 700, 5_000, 1 << 30])
    func batchesConcatenateToTheWholeDecode(batchBytes: Int) throws {
        let data = Data(CatalogEncoder().encode(recipes))
        let read = batches(data, CatalogBatchReader(batchBytes: batchBytes))
        #expect(read.error == nil)
        #expect(read.batches.flatMap { $0 } == recipes)
        if batchBytes == 1 << 30 { #expect(read.batches.count == 1) }
        if batchBytes == 700 { #expect(read.batches.count > 10) }
    }

    @Test func aNarrowedReadBuildsTheSameCandidatesAsAWholeDecode() throws {
        let data = Data(CatalogEncoder().encode(recipes))
        let narrowing = RecipeQuery(ingredients: ["beef"]).narrowing
        let whole = try CatalogDecoder().decode(data, narrowing: narrowing)
        let read = batches(data, CatalogBatchReader(narrowing: narrowing, batchBytes: 900))
        #expect(read.batches.flatMap { $0 } == whole)
        #expect(whole.count < recipes.count)
    }

    @Test func anErrorInALaterBatchComesAfterTheBatchesBeforeItAndNamesTheSameRecipe() {
        var text = String(decoding: CatalogEncoder().encode(recipes), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"name\": \"\(recipes[250].name)\",", with: "\"name\": \"\(recipes[250].name)\", \"steps\": 5,")
        let data = Data(text.utf8)
        let whole = #expect(throws: CatalogDecodingError.self) { try CatalogDecoder().decode(data) }
        let read = batches(data, CatalogBatchReader(batchBytes: 2_000))
        #expect(read.error == whole)
        #expect(read.error?.recipeIndex == 250)
        let before = read.batches.flatMap { $0 }
        #expect(!before.isEmpty && before == Array(recipes.prefix(before.count)))
        #expect(before.count <= 250)
    }

    @Test func aCatalogOfOneBatchFailsBeforeGivingAnyRecipe() {
        let data = Data(CatalogEncoder().encode(recipes) + Array("x".utf8))
        let read = batches(data, CatalogBatchReader())
        #expect(read.batches.isEmpty)
        #expect(read.error?.message == "unexpected 'x' after the end of the JSON value")
    }

    @Test func anEmptyCatalogGivesNoBatchAndANonArrayIsRefused() {
        #expect(batches(Data(" [ ] \n".utf8), CatalogBatchReader(batchBytes: 1)) .batches.isEmpty)
        #expect(batches(Data(" [ ] \n".utf8), CatalogBatchReader(batchBytes: 1)).error == nil)
        #expect(batches(Data("{}".utf8), CatalogBatchReader()).error?.message.hasPrefix("expected a JSON array of recipes") == true)
    }

    @Test func largeBatchesAreDecodedInParallelWithTheSameResult() throws {
        let many = (0..<16_000).map { Sample.recipe("Recipe number \($0) with a longer name", steps: Array(repeating: "Stir the pot slowly and patiently.", count: 10)) }
        let data = Data(CatalogEncoder().encode(many))
        #expect(data.count >= 2 * CatalogDecoder.parallelThreshold)
        let read = batches(data, CatalogBatchReader(batchBytes: CatalogDecoder.parallelThreshold + 1))
        #expect(read.error == nil)
        #expect(read.batches.count == 2)
        #expect(read.batches.flatMap { $0 } == many)
    }
}

@Suite struct CatalogEncoderRunTests {
    @Test(arguments: [[3, 0, 5], [1, 1, 1, 1], [2_500, 3_000, 1], [0]])
    func runsConcatenateToTheWholeEncoding(sizes: [Int]) {
        var random = SeededRandom(seed: 3)
        let recipes = RandomCatalog.recipes(count: sizes.reduce(0, +), words: ["a \"quoted\" word", "plain"], using: &random)
        var output: [UInt8] = []
        var written = 0
        for size in sizes {
            CatalogEncoder().encode(run: Array(recipes[written..<written + size]), after: written, writingTo: { output += $0 })
            written += size
        }
        output += CatalogEncoder().encodeClosing(after: written)
        #expect(output == CatalogEncoder().encode(recipes))
    }

    @Test(arguments: [0, 1, 2, 2_048, 2_049])
    func aWholeCatalogIsOneJSONArrayWhetherWrittenAtOnceOrInParts(count: Int) throws {
        var random = SeededRandom(seed: 5)
        let recipes = RandomCatalog.recipes(count: count, words: ["a \"quoted\" word", "plain"], using: &random)
        let whole = CatalogEncoder().encode(recipes)
        var parts: [UInt8] = []
        CatalogEncoder().encode(recipes) { parts += $0 }
        #expect(parts == whole)
        let text = String(decoding: whole, as: UTF8.self)
        #expect(count == 0 ? text == "[]\n" : text.hasPrefix("[\n  {") && text.hasSuffix("}\n]\n"))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(whole)) as? [[String: Any]])
        #expect(array.map { $0["name"] as? String } == recipes.map(\.name))
    }
}
