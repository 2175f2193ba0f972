import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// A page whose markup gives its whole method or ingredient list twice (a screen and a print block) is read once.
@Suite struct RepeatedListsTests {
    @Test func aMethodAndIngredientsGivenTwiceOverAreReadOnceWithANote() throws {
        let json = """
            {"@type":"Recipe","name":"Farro Salad","recipeIngredient":["1 cup farro","2 eggs","1 cup farro","2 eggs"],
            "recipeInstructions":["Boil the farro for 25 minutes.","Toss it with the eggs.",
            "Boil the farro for 25 minutes.","Toss it with the eggs."]}
            """
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.steps == ["Boil the farro for 25 minutes.", "Toss it with the eggs."])
        #expect(imported.recipe.timers.first == 25)
        #expect(imported.recipe.ingredients.map(\.name) == ["farro", "eggs"])
        #expect(imported.notes.contains("recipeInstructions: the whole method was given twice; read once"))
        #expect(imported.notes.contains("recipeIngredient: the whole list was given twice; read once"))
    }

    @Test(arguments: [
        ["Stir.", "Stir.", "Bake."],
        ["Stir.", "Stir."],
        ["Stir.", "Bake.", "Stir."],
        ["Stir."],
        [],
    ])
    func aListThatRepeatsOnlyPartOfItselfStaysWhole(steps: [String]) {
        #expect(JSONLDDecoder.once(steps) == steps)
    }

    @Test func aListGivenTwiceOverIsHalved() {
        #expect(JSONLDDecoder.once(["A", "B", "A", "B"]) == ["A", "B"])
    }
}
