import Foundation
@testable import RecipesCodecs
import RecipesKit
import RecipesSources
import RecipesTestSupport
import Testing

@Suite struct PageReleaseTests {
    let recipes = (0..<9_000).map { index in
        Sample.recipe(
            "Recipe number \(index) with a longer name", ingredients: [(index % 5 == 0 ? "beef" : "tofu", "Meat")],
            steps: Array(repeating: "Stir the pot slowly and patiently.", count: 10), timers: [index % 60])
    }

    /// A decoder that drops read pages after every page's worth of input.
    var releasing: CatalogDecoder {
        var decoder = CatalogDecoder()
        decoder.releasesReadPages = true
        decoder.releaseStep = 4_096
        return decoder
    }

    func mapped(_ bytes: [UInt8], in folder: borrowing TemporaryFolder) throws -> Data {
        let path = folder.path("catalog.json")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let contents = try MappedFile.contents(path)
        #expect(contents.isMapped)
        return contents.data
    }

    @Test func releasingReadPagesOfAMappedFileLeavesEveryResultUnchanged() throws {
        let folder = try TemporaryFolder()
        let bytes = CatalogEncoder().encode(recipes)
        let data = try mapped(bytes, in: folder)
        #expect(data.count >= CatalogDecoder.parallelThreshold)
        #expect(try releasing.decode(data) == recipes)
        let narrowing = RecipeQuery(ingredients: ["beef"]).narrowing
        let beef = Filter.ingredient(matching: "beef")
        #expect(try releasing.decode(data, narrowing: narrowing).filter(beef) == recipes.filter(beef))
        // The dropped pages read back from the file.
        #expect(Array(data) == bytes)
    }

    @Test func anErrorAfterReleasedPagesStillNamesItsRecipe() throws {
        let folder = try TemporaryFolder()
        var text = String(decoding: CatalogEncoder().encode(recipes), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "\"name\": \"Recipe number 8123 with a longer name\",",
            with: "\"name\": \"Recipe number 8123 with a longer name\", \"steps\": 5,")
        let data = try mapped(Array(text.utf8), in: folder)
        let error = #expect(throws: CatalogDecodingError.self) { try releasing.decode(data) }
        #expect(error?.recipeIndex == 8_123)
        #expect(error?.fieldPath == "steps")
    }

    @Test func onlyALargeFileIsSaidToBeItsMapping() throws {
        #expect(try MappedFile.contents("/dev/null").isMapped == false)
        // Small contents may be copied into the Data value, whose pages must never be dropped.
        let folder = try TemporaryFolder()
        try Data("[]".utf8).write(to: URL(fileURLWithPath: folder.path("small.json")))
        #expect(try MappedFile.contents(folder.path("small.json")).isMapped == false)
    }
}
