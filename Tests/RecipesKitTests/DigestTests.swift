import Foundation
@testable import RecipesCodecs
import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct DigestTests {
    @Test func isThirtyTwoHexDigitsAndTellsInputsApart() {
        let digests = ["", "a", "b", "ab", "ba", String(repeating: "x", count: 10_000)].map { Digest.hex($0) }
        #expect(digests.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(Set(digests).count == digests.count)
        #expect(Digest.hex("recipes") == Digest.hex(Array("recipes".utf8)))
    }

    @Test func aChunkedDigestTellsAByteChangedInAnyChunkOrALengthApart() {
        var bytes = [UInt8](repeating: 0x61, count: Digest.chunkedFrom + Digest.chunkSize / 2)
        let whole = Digest.hex(bytes)
        #expect(whole.count == 32 && whole.allSatisfy(\.isHexDigit))
        #expect(Digest.hex(bytes) == whole, "the same bytes, the same digest")
        for offset in [Digest.chunkSize + 7, bytes.count - 1] {
            var changed = bytes
            changed[offset] = 0x62
            #expect(Digest.hex(changed) != whole, "a byte changed at \(offset)")
        }
        // Two chunks swapped keep every chunk's digest; their order must still count.
        var swapped = bytes
        swapped[0] = 0x62
        bytes[Digest.chunkSize] = 0x62
        #expect(Digest.hex(swapped) != Digest.hex(bytes))
        #expect(Digest.hex(Array(bytes.dropLast())) != Digest.hex(bytes))
    }

    @Test func aCatalogsDigestIsTheSameReadAgainAndChangesWithAnyRecipeOrItsPlace() throws {
        var random = SeededRandom(seed: 50)
        let recipes = RandomCatalog.recipes(count: 9_000, words: ["beef", "crème"], using: &random)
        let bytes = Data(CatalogEncoder().encode(recipes))
        var decoder = CatalogDecoder()
        decoder.keepsWire = true
        var compacting = CatalogNarrowing.none
        compacting.compactsBytes = true
        // Held as a service holds a file's recipes: their compact bytes only.
        let read = try decoder.decode(bytes, narrowing: compacting).map { $0.keepingOnlyBytes() }
        let digest = Digest.hex(ofRecipes: read)
        #expect(digest.count == 32 && digest.allSatisfy(\.isHexDigit))
        #expect(Digest.hex(ofRecipes: try decoder.decode(bytes, narrowing: compacting).map { $0.keepingOnlyBytes() }) == digest)
        var renamed = read
        renamed[8_500].name += "!"
        #expect(Digest.hex(ofRecipes: renamed) != digest, "a change in the second chunk")
        var swapped = read
        swapped.swapAt(0, 1)
        #expect(Digest.hex(ofRecipes: swapped) != digest, "the order counts")
        #expect(Digest.hex(ofRecipes: Array(read.dropLast())) != digest)
        // Pinned: replicas of one build on any machine must agree, so the constants, chunks and byte order may not
        // drift unnoticed.
        let small = #"[{"name":"Pinned","ingredients":[{"quantity":"1 tsp","name":"salt","type":"Misc"}],"steps":["Mix."],"timers":[1],"imageURL":"","originalURL":""}]"#
        let pinned = try decoder.decode(Data(small.utf8), narrowing: compacting).map { $0.keepingOnlyBytes() }
        #expect(Digest.hex(ofRecipes: pinned) == "e9875e12735e407d3d22178f1fc3d898")
        // Recipes built in code have no bytes: their encoding is digested.
        #expect(Digest.hex(ofRecipes: [recipes[0]]) != Digest.hex(ofRecipes: [recipes[1]]))
        #expect(Digest.hex(ofRecipes: []) != Digest.hex(ofRecipes: [recipes[0]]))
    }
}
