import Foundation
import RecipesKit

extension Digest {
    /// The digest of a catalog's recipes as they are held: each recipe's kept bytes (else its encoding), in order, on
    /// every core. The same catalog read the same way (the same file on every replica) has the same digest, and any
    /// change to a recipe changes it; unlike the digest of the whole encoding, it writes nothing, so a service that
    /// has just read a million recipes has every answer's ETag in a fraction of a second instead of seconds.
    public static func hex(ofRecipes recipes: [Recipe]) -> String {
        let perChunk = 8_192
        let chunks = (recipes.count + perChunk - 1) / perChunk
        return combined(chunks: chunks, length: recipes.count) { chunk in
            var first: UInt64 = 0xCBF2_9CE4_8422_2325
            var second: UInt64 = 0x6C62_272E_07BB_0142
            for recipe in recipes[chunk * perChunk..<min(recipes.count, (chunk + 1) * perChunk)] {
                // `wide` seeds with the length, so where one recipe ends and the next begins counts too.
                let (one, other) = recipe.wire?.withBytes { wide(UnsafeRawBufferPointer($0)) }
                    ?? CatalogEncoder().encode(recipe).withUnsafeBytes(wide)
                first = (first ^ one).foldedProduct(0x9E37_79B9_7F4A_7C15)
                second = (second ^ other).foldedProduct(0xC2B2_AE3D_27D4_EB4F)
            }
            return (first, second)
        }
    }
}
