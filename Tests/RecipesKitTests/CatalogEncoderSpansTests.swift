import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct CatalogEncoderSpansTests {
    /// A random catalog read back by the decoder, so that its recipes lie back to back in the reader's buffers.
    func decoded(_ count: Int, seed: UInt64, words: [String] = ["a \"quoted\" word", "plain", "crème brûlée"]) throws -> [Recipe] {
        var random = SeededRandom(seed: seed)
        let built = RandomCatalog.recipes(count: count, words: words, using: &random)
        return try CatalogDecoder().decode(Data(CatalogEncoder().encode(built)))
    }

    func handedOver(_ runs: [[Recipe]]) -> (bytes: [UInt8], pieces: [UnsafeRawBufferPointer]) {
        var output: [UInt8] = []
        var pieces: [UnsafeRawBufferPointer] = []
        var written = 0
        for run in runs {
            CatalogEncoder().encode(run: run, after: written, writingBytes: { piece in
                pieces.append(piece)
                output += piece
            })
            written += run.count
        }
        return (output + CatalogEncoder().encodeClosing(after: written), pieces)
    }

    @Test(arguments: [[3, 0, 5], [1, 1, 1, 1], [2_500, 3_000, 1], [1, 3_999], [0]])
    func runsHandedOverWhereTheyLieConcatenateToTheWholeEncoding(sizes: [Int]) throws {
        var recipes = try decoded(sizes.reduce(0, +), seed: 5)
        // An edited recipe has no bytes of its own any more: the stretch around it breaks and it is encoded.
        if recipes.count > 4 {
            recipes[recipes.count / 2].name += " (edited)"
            #expect(recipes[recipes.count / 2].wire == nil)
        }
        var start = 0
        let runs = sizes.map { size in
            defer { start += size }
            return Array(recipes[start..<start + size])
        }
        #expect(handedOver(runs).bytes == CatalogEncoder().encode(recipes))
    }

    @Test func aLongStretchIsHandedOverFromTheReadersOwnBufferUncopied() throws {
        let recipes = try decoded(4_000, seed: 7)
        let (bytes, pieces) = handedOver([recipes])
        #expect(bytes == CatalogEncoder().encode(recipes))
        let buffer = try #require(recipes.first?.wire?.buffer)
        let memory = UnsafeRawBufferPointer(buffer.bytes)
        #expect(pieces.contains { piece in
            guard let start = piece.baseAddress, let base = memory.baseAddress else { return false }
            return start >= base && start + piece.count <= base + memory.count
        })
        // A run that starts inside a buffer takes the comma before it from the buffer too, in the same piece.
        let (rest, restPieces) = handedOver([[recipes[0]], Array(recipes[1...])])
        #expect(rest == CatalogEncoder().encode(recipes))
        #expect(restPieces.contains { piece in
            guard let start = piece.baseAddress, let base = memory.baseAddress else { return false }
            return start > base && start + piece.count <= base + memory.count && piece.prefix(2).elementsEqual([0x2C, 0x0A])
        })
    }

    @Test func recipesOutOfCatalogOrderOrKeptCompactAreEncodedAsBefore() throws {
        let recipes = try decoded(300, seed: 9)
        let reversed = Array(recipes.reversed())
        #expect(!CatalogEncoder.mostlyLieBackToBack(reversed))
        #expect(handedOver([reversed]).bytes == CatalogEncoder().encode(reversed))
        var narrowing = CatalogNarrowing.none
        narrowing.compactsBytes = true
        let compact = try CatalogDecoder().decode(Data(CatalogEncoder().encode(recipes)), narrowing: narrowing)
        #expect(compact.first?.wire?.buffer.isCompact == true)
        #expect(!CatalogEncoder.mostlyLieBackToBack(compact))
        #expect(handedOver([compact]).bytes == CatalogEncoder().encode(recipes))
    }
}
