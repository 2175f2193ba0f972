import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

/// What every store promises about uploaded pictures, checked on SQLite and PostgreSQL: one per recipe, following it
/// when renamed, gone with it when removed.
@Suite struct PictureStoreContractTests {
    let picture = StoredPicture(bytes: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 255]), contentType: "image/png", width: 64, height: 40, digest: "d1")

    func pictures(_ store: any CatalogStoreProtocol) throws -> any PictureStoreProtocol {
        try #require(store as? any PictureStoreProtocol, "\(type(of: store)) keeps no pictures")
    }

    func bread(_ name: String = "Bread") -> Recipe {
        Recipe(name: name, ingredients: [Ingredient(quantity: "1", name: "flour", type: "Baking")], steps: ["Bake."], timers: [30])
    }

    @Test(arguments: StoreKind.available) func aPictureIsKeptByteForByteAndReplacedWhole(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        _ = try await store.add([bread()])
        try await pictures(store).setPicture(picture, slug: "bread")
        #expect(try await pictures(try await reopen()).picture(slug: "bread") == picture)
        var other = picture
        other.bytes = Data(repeating: 7, count: 300_000)
        other.digest = "d2"
        try await pictures(store).setPicture(other, slug: "bread")
        #expect(try await pictures(store).picture(slug: "bread") == other)
        #expect(try await pictures(store).removePicture(slug: "bread"))
        #expect(try await !pictures(store).removePicture(slug: "bread"))
        #expect(try await pictures(store).picture(slug: "bread") == nil)
    }

    @Test(arguments: StoreKind.available) func aPictureNeedsItsRecipeFollowsARenameAndGoesWithARemoval(kind: StoreKind) async throws {
        let store = try await kind.make().store
        await #expect(throws: CatalogStoreError(.notFound, "no recipe with slug 'nothing'")) { try await pictures(store).setPicture(picture, slug: "nothing") }
        _ = try await store.add([bread()])
        try await pictures(store).setPicture(picture, slug: "bread")
        _ = try await store.replace(slug: "bread", with: bread("Rye Bread"), expecting: nil)
        #expect(try await pictures(store).picture(slug: "bread") == nil)
        #expect(try await pictures(store).picture(slug: "rye-bread") == picture)
        _ = try await store.remove(slug: "rye-bread", expecting: nil)
        _ = try await store.add([bread("Rye Bread")])
        #expect(try await pictures(store).picture(slug: "rye-bread") == nil)
    }
}
