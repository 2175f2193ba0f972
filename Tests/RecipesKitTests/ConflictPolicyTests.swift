import Foundation
@testable import RecipesKit
import Testing

@Suite struct ConflictPolicyTests {
    func recipe(_ name: String, step: String = "Do it.") -> Recipe {
        Recipe(name: name, ingredients: [], steps: [step], timers: [])
    }

    @Test func renameTakesTheFirstFreeNumberAcrossTheStoreAndTheBatch() async throws {
        let taken: Set<String> = ["toast", "toast-2"]
        let steps = try AddStep.plan([recipe("Toast"), recipe("Jam")], policy: .rename) { taken.contains($0) }
        #expect(steps.map(\.recipe.name) == ["Toast (3)", "Jam"])
        #expect(steps.map(\.action) == [.insert, .insert])
    }

    @Test func refuseThrowsAndANameTwiceInOneBatchIsRefusedWhateverThePolicy() {
        #expect(throws: CatalogStoreError.self) { try AddStep.plan([self.recipe("Toast")], policy: .refuse) { $0 == "toast" } }
        for policy in ConflictPolicy.allCases {
            #expect(throws: CatalogStoreError.self) { try AddStep.plan([self.recipe("Toast"), self.recipe(" toast ")], policy: policy) { _ in false } }
        }
    }

    @Test func theInMemoryStoreSkipsAndReplacesInPlaceUnderOneRevision() async throws {
        let store = try InMemoryCatalogStore(recipes: [recipe("Toast"), recipe("Jam")])
        let skipped = try await store.add([recipe("Toast", step: "New."), recipe("Tea")], onConflict: .skip)
        #expect(skipped.map(\.change) == [.skipped, .added])
        let replaced = try await store.add([recipe("Jam", step: "Stir.")], onConflict: .replace)
        #expect(replaced.map(\.change) == [.replaced])
        let stored = try await store.recipes(narrowedBy: .none)
        #expect(stored.map(\.recipe.name) == ["Toast", "Jam", "Tea"])
        #expect(stored[0].recipe.steps == ["Do it."])
        #expect(stored[1].recipe.steps == ["Stir."])
        #expect(try await store.revision() == 3)
    }
}
