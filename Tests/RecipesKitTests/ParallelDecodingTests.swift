import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct ParallelDecodingTests {
    let recipes = (0..<400).map { index in
        Sample.recipe("Recipe \(index)", ingredients: [(index % 7 == 0 ? "beef" : "tofu", "Meat")], steps: ["Cook {it}, \"well\"."], timers: [index % 60])
    }

    func decodeInParallel(_ data: Data, workers: Int, narrowing: CatalogNarrowing = .none) throws(CatalogDecodingError) -> [Recipe] {
        let result: Result<[Recipe], CatalogDecodingError> = data.withUnsafeBytes { raw in
            Result { () throws(CatalogDecodingError) in
                // Split however small: these catalogs are far below the size that is split outside tests.
                try CatalogDecoder().decodeInParallel(raw.bindMemory(to: UInt8.self), narrowing: narrowing, workers: workers, splittingFrom: 0).recipes
            }
        }
        return try result.get()
    }

    @Test(arguments: [2, 3, 7, 64])
    func givesTheSameRecipesAsASequentialParse(workers: Int) throws {
        let data = Data(CatalogEncoder().encode(recipes))
        #expect(try decodeInParallel(data, workers: workers) == recipes)
        let narrowing = RecipeQuery(ingredients: ["beef"]).narrowing
        #expect(try decodeInParallel(data, workers: workers, narrowing: narrowing).filter(Filter.ingredient(matching: "beef")) == recipes.filter(Filter.ingredient(matching: "beef")))
    }

    @Test func aWrongBoundaryGuessFallsBackToSequential() throws {
        // Recipe-shaped objects nested under an unknown key look like top-level boundaries to the guesser.
        let decoy = #"{"name": "decoy", "ingredients": [], "steps": []}"#
        let nested = (0..<200).map { #"{"name": "R\#($0)", "ingredients": [], "steps": ["s"], "related": [\#(decoy), \#(decoy), \#(decoy)]}"# }
        let data = Data(("[" + nested.joined(separator: ",\n") + "]").utf8)
        let sequential = try CatalogDecoder().decode(data)
        #expect(sequential.count == 200)
        for workers in [2, 5, 16] {
            #expect(try decodeInParallel(data, workers: workers) == sequential)
        }
    }

    @Test func anErrorLateInTheCatalogCarriesItsTrueIndex() {
        var broken = recipes
        broken[377].timers = [1]
        var text = String(decoding: CatalogEncoder().encode(broken), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"name\": \"Recipe 377\",", with: "\"name\": \"Recipe 377\", \"steps\": 5,")
        let error = #expect(throws: CatalogDecodingError.self) { try decodeInParallel(Data(text.utf8), workers: 4) }
        #expect(error?.recipeIndex == 377)
        #expect(error?.fieldPath == "steps")
    }

    @Test func trailingGarbageAfterTheArrayIsStillRefused() {
        let data = Data(CatalogEncoder().encode(recipes) + Array("x".utf8))
        let error = #expect(throws: CatalogDecodingError.self) { try decodeInParallel(data, workers: 3) }
        #expect(error?.message == "unexpected 'x' after the end of the JSON value")
    }

    /// A run of the catalog from its first recipe until `stop`, on `workers` threads, numbered from `firstPosition`.
    func segment(_ data: Data, until stop: Int, firstPosition: Int, workers: Int) throws(CatalogDecodingError) -> CatalogParser.Segment {
        let result: Result<CatalogParser.Segment, CatalogDecodingError> = data.withUnsafeBytes { raw in
            Result { () throws(CatalogDecodingError) in
                let bytes = raw.bindMemory(to: UInt8.self)
                var parser = CatalogDecoder().parser(bytes)
                _ = try parser.openCatalog()
                return try CatalogDecoder().parseSegment(
                    of: bytes, from: parser.index, until: stop, firstPosition: firstPosition, narrowing: .none,
                    workers: workers, splittingFrom: 0)
            }
        }
        return try result.get()
    }

    @Test(arguments: [1, 4, 9])
    func aSegmentWithAStopEndsAtTheFirstRecipeFromItAsOneParserWould(workers: Int) throws {
        let data = Data(CatalogEncoder().encode(recipes))
        for stop in [data.count / 3, data.count / 2 + 17, data.count - 200] {
            let parts = try segment(data, until: stop, firstPosition: 0, workers: workers)
            let whole = try segment(data, until: stop, firstPosition: 0, workers: 1)
            #expect(parts.recipes == whole.recipes)
            #expect(parts.end == whole.end && parts.end >= stop && !parts.closesArray)
            #expect(parts.recipes == Array(recipes.prefix(parts.count)))
            // The segment ends where the next recipe begins.
            #expect(data[parts.end] == UInt8(ascii: "{"))
        }
    }

    @Test func anErrorInALaterWorkersShareIsNumberedFromTheSegmentsFirstRecipe() {
        var text = String(decoding: CatalogEncoder().encode(recipes), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"name\": \"Recipe 310\",", with: "\"name\": \"Recipe 310\", \"steps\": 5,")
        let data = Data(text.utf8)
        let parallel = #expect(throws: CatalogDecodingError.self) { try segment(data, until: .max, firstPosition: 1_000, workers: 4) }
        let sequential = #expect(throws: CatalogDecodingError.self) { try segment(data, until: .max, firstPosition: 1_000, workers: 1) }
        #expect(parallel?.recipeIndex == 1_310)
        #expect(parallel == sequential)
    }

    @Test func largeInputsTakeTheParallelPathThroughThePublicAPI() throws {
        let many = (0..<9_000).map { Sample.recipe("Recipe number \($0) with a longer name", steps: Array(repeating: "Stir the pot slowly and patiently.", count: 10)) }
        let data = Data(CatalogEncoder().encode(many))
        #expect(data.count >= CatalogDecoder.parallelThreshold)
        #expect(try CatalogDecoder().decode(data) == many)
    }
}
