import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

/// What every store promises about each person's favorites, ratings, notes and cooking, checked on SQLite and
/// PostgreSQL.
@Suite struct PersonalStoreContractTests {
    let monday = CalendarDay(iso: "2026-11-23")!
    let ana = Person(user: "Ana")!
    let bob = Person(user: "bob")!

    func personal(_ store: any CatalogStoreProtocol) throws -> any PersonalStoreProtocol {
        try #require(store as? any PersonalStoreProtocol, "\(type(of: store)) keeps no personal marks")
    }

    @Test(arguments: StoreKind.available) func eachPersonKeepsTheirOwnMarksAcrossARestart(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let marks = try personal(store)
        let rated = try await marks.mark("bread", for: ana, [.rating(4), .note("  less salt\r\nmore time  "), .cooked(monday), .cooked(monday)]).after
        #expect(rated == PersonalRecipe(slug: "bread", rating: 4, note: "less salt\nmore time", cooked: [monday]))
        _ = try await marks.mark("bread", for: bob, [.rating(2)])
        _ = try await marks.mark("soup", for: ana, [.cooked(monday.adding(days: 2)), .cooked(monday.adding(days: -5))])

        let again = try personal(try await reopen())
        #expect(try await again.marks(of: ana, slug: "bread") == rated)
        #expect(try await again.marks(of: Person(user: "ANA")!, slug: "bread") == rated)
        #expect(try await again.marks(of: bob, slug: "bread") == PersonalRecipe(slug: "bread", rating: 2))
        #expect(try await again.marks(of: .household, slug: "bread") == PersonalRecipe(slug: "bread"))
        let all = try await again.marks(of: ana)
        #expect(all.map(\.slug) == ["bread", "soup"])
        #expect(all[1].cooked == [monday.adding(days: -5), monday.adding(days: 2)])
        #expect(all[1].lastCooked == monday.adding(days: 2))
    }

    @Test(arguments: StoreKind.available) func changesAreAllOrNoneAndTakingAwayEmptiesTheMarks(kind: StoreKind) async throws {
        let marks = try personal(try await kind.make().store)
        _ = try await marks.mark("bread", for: ana, [.rating(5), .cooked(monday)])
        // A bad value refuses the whole request; a day never logged refuses it too, and nothing of it is kept.
        await #expect(throws: CatalogStoreError(.invalid, PersonalRules.ratingProblem(6)!)) {
            _ = try await marks.mark("bread", for: ana, [.note("kept?"), .rating(6)])
        }
        await #expect(throws: PersonalStoreChecks.notCooked("bread", on: monday.adding(days: 1))) {
            _ = try await marks.mark("bread", for: ana, [.note("kept?"), .uncooked(monday.adding(days: 1))])
        }
        #expect(try await marks.marks(of: ana, slug: "bread") == PersonalRecipe(slug: "bread", rating: 5, cooked: [monday]))
        let emptied = try await marks.mark("bread", for: ana, [.rating(nil), .uncooked(monday)])
        #expect(emptied.before == PersonalRecipe(slug: "bread", rating: 5, cooked: [monday]))
        #expect(emptied.after.isEmpty)
        #expect(try await marks.marks(of: ana).isEmpty)
    }

    @Test(arguments: StoreKind.available) func theHouseholdsFavoritesAreItsMarksInTheOrderMarked(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let marks = try personal(store)
        #expect(try await store.addFavorite(slug: "soup"))
        #expect(try await store.addFavorite(slug: "bread"))
        #expect(try await !store.addFavorite(slug: "soup"))
        _ = try await marks.mark("soup", for: .household, [.rating(3)])
        #expect(try await store.favorites() == ["soup", "bread"])
        #expect(try await marks.marks(of: .household, slug: "soup") == PersonalRecipe(slug: "soup", isFavorite: true, rating: 3))
        // A user's favorites are theirs alone, in the order they were marked.
        for slug in ["toast", "bread", "apple"] { _ = try await marks.mark(slug, for: ana, [.favorite(true)]) }
        #expect(try await store.favorites() == ["soup", "bread"])
        #expect(try await marks.favorites(of: ana) == ["toast", "bread", "apple"])
        _ = try await marks.mark("toast", for: ana, [.favorite(false)])
        _ = try await marks.mark("toast", for: ana, [.favorite(true)])
        #expect(try await marks.favorites(of: ana) == ["bread", "apple", "toast"])
        #expect(try await marks.favorites(of: bob).isEmpty)
        #expect(try await store.removeFavorite(slug: "soup"))
        #expect(try await !store.removeFavorite(slug: "soup"))
        #expect(try await store.addFavorite(slug: "soup"))
        // Marked again, it is the latest.
        #expect(try await store.favorites() == ["bread", "soup"])
        #expect(try await marks.marks(of: .household, slug: "soup").rating == 3)
    }

    @Test(arguments: StoreKind.available) func marksFollowARenamedRecipeAndOutliveARemovedOne(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let marks = try personal(store)
        let bread = Recipe(name: "Bread", ingredients: [Ingredient(quantity: "1", name: "flour", type: "Baking")], steps: ["Bake."], timers: [30])
        let old = Recipe(name: "Old Loaf", ingredients: [Ingredient(quantity: "1", name: "flour", type: "Baking")], steps: ["Bake."], timers: [30])
        _ = try await store.add([bread, old])
        _ = try await marks.mark("bread", for: ana, [.rating(4), .cooked(monday)])
        _ = try await marks.mark("bread", for: bob, [.note("bob's")])
        _ = try await marks.mark("old-loaf", for: ana, [.rating(1), .cooked(monday), .cooked(monday.adding(days: -9))])
        _ = try await marks.mark("old-loaf", for: Person(user: "carol")!, [.note("carol's, on the old loaf")])
        // Old Loaf goes; its marks stay, and all of them go when Bread is renamed into its name: none is Bread's.
        _ = try await store.remove(slug: "old-loaf", expecting: nil)
        #expect(try await marks.marks(of: ana, slug: "old-loaf").rating == 1)
        var renamed = bread
        renamed.name = "Old Loaf"
        _ = try await store.replace(slug: "bread", with: renamed, expecting: nil)
        #expect(try await marks.marks(of: ana, slug: "old-loaf") == PersonalRecipe(slug: "old-loaf", rating: 4, cooked: [monday]))
        #expect(try await marks.marks(of: bob, slug: "old-loaf").note == "bob's")
        #expect(try await marks.marks(of: ana, slug: "bread").isEmpty)
        #expect(try await marks.marks(of: Person(user: "carol")!).isEmpty)
    }

    @Test(arguments: StoreKind.available) func changesOfOnePersonsMarksAtOnceEachKeepTheirPart(kind: StoreKind) async throws {
        let marks = try personal(try await kind.make().store)
        // Two first changes at once, of different parts: neither may start from nothing and undo the other.
        for round in 0..<12 {
            let slug = "dish-\(round)"
            async let rating = marks.mark(slug, for: ana, [.rating(5)])
            async let note = marks.mark(slug, for: ana, [.note("round \(round)")])
            async let cooked = marks.mark(slug, for: ana, [.cooked(monday)])
            _ = try await (rating, note, cooked)
            #expect(try await marks.marks(of: ana, slug: slug) == PersonalRecipe(slug: slug, rating: 5, note: "round \(round)", cooked: [monday]))
        }
    }

    @Test(arguments: StoreKind.available) func removingAUserRemovesTheirMarksAlone(kind: StoreKind) async throws {
        let store = try await kind.make().store
        let accounts = try #require(store as? any AccountStoreProtocol)
        let marks = try personal(store)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try await accounts.addAccount(Account(name: "ana", role: .owner, created: now), passwordHash: "h")
        try await accounts.addAccount(Account(name: "bob", role: .editor, created: now), passwordHash: "h")
        _ = try await marks.mark("bread", for: ana, [.rating(4)])
        _ = try await marks.mark("bread", for: bob, [.rating(2), .cooked(monday), .favorite(true)])
        _ = try await accounts.removeAccount(named: "Bob")
        #expect(try await marks.marks(of: bob).isEmpty)
        #expect(try await marks.marks(of: ana, slug: "bread").rating == 4)
    }
}
