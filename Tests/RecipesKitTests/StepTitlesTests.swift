import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// Titles a page's markup gives as steps of their own are joined to the step they title.
@Suite struct StepTitlesTests {
    @Test func aTitleGivenAsAStepIsJoinedToTheTextAfterIt() throws {
        let json = """
            {"@type":"Recipe","name":"Farro Salad","recipeIngredient":["1 cup farro"],"recipeInstructions":[
            "1 Cook the farro","Boil the farro in salted water for 25 minutes, then drain it.",
            "2 Make the vinaigrette","Whisk the honey, vinegar and oil together in a bowl."]}
            """
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.steps == [
            "1 Cook the farro: Boil the farro in salted water for 25 minutes, then drain it.",
            "2 Make the vinaigrette: Whisk the honey, vinegar and oil together in a bowl.",
        ])
        #expect(imported.recipe.timers.first == 25, "the joined step keeps the time its text says")
        #expect(imported.notes.contains(JSONLDDecoder.joinedTitlesNote))
    }

    @Test(arguments: [
        // Written without full stops throughout: no title is told apart.
        ["Preheat the oven to 200C", "Mix the flour and the butter until crumbly", "Bake for 20 minutes"],
        // Short steps that end as sentences do.
        ["Preheat the oven.", "Mix the flour and the butter until crumbly.", "Bake for 20 minutes."],
        // A heading ending in a colon, and a long step without a stop, are not titles.
        ["For the sauce:", "Warm the oil in a pan and add the garlic.", "Stir the sauce into the pasta and serve it warm at once", "Enjoy."],
    ])
    func stepsThatAreNoTitlesStayApart(steps: [String]) {
        var notes: [String] = []
        let joined = JSONLDDecoder.joiningTitles(steps, minutes: steps.map { _ in 0 }, notes: &notes)
        #expect(joined.steps == steps)
        #expect(notes.isEmpty)
    }
}
