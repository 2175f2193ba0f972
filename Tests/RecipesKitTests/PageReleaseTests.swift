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

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/smaps"), "reads the mapping's size from Linux's /proc"))
    func aFileReadInBatchesDropsEachBatchsPagesAndReadsTheSame() throws {
        let folder = try TemporaryFolder()
        let bytes = CatalogEncoder().encode(recipes)
        let data = try mapped(bytes, in: folder)
        var decoder = CatalogDecoder()
        decoder.releasesReadPages = true
        // Workers never reach their own step here: only the drop at each batch's end is at work.
        decoder.releaseStep = 1 << 40
        var reader = CatalogBatchReader(decoder: decoder, batchBytes: 256 << 10)
        var read: [Recipe] = []
        var residentAfterBatches: [Int] = []
        while true {
            let next: Result<[Recipe]?, CatalogDecodingError> = data.withUnsafeBytes { raw in
                Result { () throws(CatalogDecodingError) in try reader.next(in: raw)?.recipes }
            }
            guard let batch = try next.get() else { break }
            read += batch
            data.withUnsafeBytes { raw in residentAfterBatches.append(PageReleaseTests.residentKilobytes(of: raw.baseAddress)) }
        }
        #expect(read == recipes)
        // Whatever a batch touched was dropped before the next one: what stays resident is what the kernel mapped
        // ahead of the reading (up to 2 MiB), never the file read so far (5.6 MB).
        #expect(data.count > 5_000_000)
        #expect(residentAfterBatches.count > 5)
        #expect(residentAfterBatches.allSatisfy { $0 >= 0 && $0 <= 2_048 + 512 })
        #expect((residentAfterBatches.last ?? .max) <= 1_024)
        #expect(Array(data) == bytes)
    }

    /// The resident size of the mapping holding `address`, from /proc/self/smaps (Linux).
    static func residentKilobytes(of address: UnsafeRawPointer?) -> Int {
        // procfs files say they are empty, so they are read to their end rather than by their size.
        guard let address, let file = FileHandle(forReadingAtPath: "/proc/self/smaps"),
              let smaps = try? String(decoding: file.readToEnd() ?? Data(), as: UTF8.self) else { return -1 }
        let target = UInt(bitPattern: address)
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
               let low = UInt(line[..<dash], radix: 16), let high = UInt(line[line.index(after: dash)..<space], radix: 16) {
                inside = low <= target && target < high
            } else if inside, line.hasPrefix("Rss:") {
                return Int(line.split(separator: " ")[1]) ?? -1
            }
        }
        return -1
    }

    @Test func onlyALargeFileIsSaidToBeItsMapping() throws {
        #expect(try MappedFile.contents("/dev/null").isMapped == false)
        // Small contents may be copied into the Data value, whose pages must never be dropped.
        let folder = try TemporaryFolder()
        try Data("[]".utf8).write(to: URL(fileURLWithPath: folder.path("small.json")))
        #expect(try MappedFile.contents(folder.path("small.json")).isMapped == false)
    }
}
