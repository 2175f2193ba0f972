import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// A method given as one text is split only at the marks the text itself has: inline numbers, or paragraphs joined
/// with no space; never at every sentence.
@Suite struct StepSplittingTests {
    @Test func stepsNumberedInlineAreSplitAtEachNumberInTurn() {
        #expect(StepSplitting.numbered("1. Dice the tomatoes 2. Peel the potatoes 3. Bake for 20 minutes.")
            == ["Dice the tomatoes", "Peel the potatoes", "Bake for 20 minutes."])
        #expect(StepSplitting.numbered("1:  Knedličky: spracujeme tvaroh. 2: Cesto rozdelíme. 3: Knedličky dáme variť.")
            == ["Knedličky: spracujeme tvaroh.", "Cesto rozdelíme.", "Knedličky dáme variť."])
        #expect(StepSplitting.numbered("1.番茄切丁 2.土豆切丁 3.鸡肉切块") == ["番茄切丁", "土豆切丁", "鸡肉切块"])
        // "1.5" is an amount, and a 2 out of turn is not a step's number.
        #expect(StepSplitting.numbered("1. Pour in 1.5 litres of stock 2. Add 3. cups of rice 3. Simmer 4) Serve")
            == ["Pour in 1.5 litres of stock", "Add 3. cups of rice", "Simmer", "Serve"])
    }

    @Test func numbersThatDoNotCountThreeStepsFromTheStartAreNotSplit() {
        for text in [
            "1. Dice the tomatoes 2. Peel the potatoes",
            "Dice the tomatoes. 1. Peel 2. Stir 3. Serve",
            "2. Peel 3. Stir 4. Serve",
            "1. Dice 2. 3. Serve",
            "Bake at 180 for 1. hour, then 2. more.",
        ] {
            #expect(StepSplitting.numbered(text) == nil, "\(text)")
        }
    }

    @Test func aNumberThatCountsSomethingElseIsNotTakenForTheLastStep() {
        // A count ending the text is no step's number; an ordinal before the last step's number is not its start.
        #expect(StepSplitting.numbered("1. Mix 2. Shape 3. Bake and serve. Serves 4.") == ["Mix", "Shape", "Bake and serve. Serves 4."])
        #expect(StepSplitting.numbered("1. Teig kneten. 2. Ruhen lassen bis zum 3. Tag. 3. Backen.")
            == ["Teig kneten.", "Ruhen lassen bis zum 3. Tag.", "Backen."])
        #expect(StepSplitting.numbered("1.番茄切丁。2.土豆切丁。3.鸡肉切块") == ["番茄切丁。", "土豆切丁。", "鸡肉切块"])
    }

    @Test func noMoreStepsThanARecipeMayHaveAreMade() {
        let many = (1...(RecipeValidator.maximumItems + 1)).map { "\($0). Stir" }.joined(separator: " ")
        #expect(StepSplitting.numbered(many)?.count == RecipeValidator.maximumItems + 1)
        #expect(StepSplitting.steps(in: many) == nil)
    }

    @Test func paragraphsJoinedWithNoSpaceAreSplitWhereTheyMeet() {
        #expect(StepSplitting.glued("Brown the beef, a handful at a time.Add the tomatoes and stock.Meanwhile, cook the rice.")
            == ["Brown the beef, a handful at a time.", "Add the tomatoes and stock.", "Meanwhile, cook the rice."])
        #expect(StepSplitting.glued("Verwarm de oven voor op 200 graden.Verhit de olie. (Knapperig blijven!)Maak de kool op smaak.")
            == ["Verwarm de oven voor op 200 graden.", "Verhit de olie. (Knapperig blijven!)", "Maak de kool op smaak."])
        #expect(StepSplitting.glued("Den Strunk in Streifen schneiden.Öl erhitzen.") == ["Den Strunk in Streifen schneiden.", "Öl erhitzen."])
    }

    @Test func sentencesWithTheirSpacesAbbreviationsDecimalsAndStepNumbersAreNotSplit() {
        for text in [
            "Brown the beef. Add the tomatoes. Simmer for 20 minutes.",
            "Bake in a U.S.A-sized tin with 1.5L of water.",
            "Whisk the eggs.",
            "Gewürze, z.B. Paprika, und Öl o.Ä. erhitzen, i.d.R. 2 Stunden.",
            "Stir in the budyń Dr.Oetker and the St.Louis ribs, e.g.Stevia to sweeten.",
            "See www.SmulWeb.nl for the sauce.",
            "1.Preheat the oven 2.Mix everything together.",
        ] {
            #expect(StepSplitting.glued(text) == nil, "\(text)")
        }
    }

    private func page(steps: [String]) -> Data {
        let method = steps.map { "\"\($0)\"" }.joined(separator: ",")
        return Data("""
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Chilli","totalTime":"PT45M",
            "recipeIngredient":["500 g minced beef","1 onion"],"recipeInstructions":[\(method)]}</script></head>
            <body><h1>Chilli</h1></body></html>
            """.utf8)
    }

    @Test func aPagesOneStepThatMarksItsStepsIsSplitWithTimesReadFromTheirWords() throws {
        let found = try #require(try RecipePageDecoder().decode(page(steps: ["1. Brown the beef 2. Add the onion 3. Simmer for 20 minutes"])).recipes.first)
        #expect(found.recipe.steps == ["Brown the beef", "Add the onion", "Simmer for 20 minutes"])
        #expect(found.recipe.timers == [0, 0, 20])
        #expect(found.notes.contains(RecipePageDecoder.splitStepsNote))

        let glued = try #require(try RecipePageDecoder().decode(page(steps: ["Brown the beef.Add the onion.Simmer gently."])).recipes.first)
        #expect(glued.recipe.steps == ["Brown the beef.", "Add the onion.", "Simmer gently."])
        #expect(glued.recipe.timers == [0, 0, 45], "the recipe's time stays on the last step")
    }

    @Test func microdataAndRecipeCardsAreSplitButAJSONLDDocumentIsKeptAsWritten() throws {
        let numbered = "1. Brown the beef 2. Add the onion 3. Simmer"
        let microdata = Data("""
            <html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Chilli</h1>
            <span itemprop="recipeIngredient">500 g minced beef</span><span itemprop="recipeIngredient">1 onion</span>
            <p itemprop="recipeInstructions">\(numbered)</p></div></body></html>
            """.utf8)
        let card = Data("""
            <html><body><div class="tasty-recipes"><h2 class="tasty-recipes-title">Chilli</h2>
            <div class="tasty-recipes-ingredients"><ul><li>500 g minced beef</li><li>1 onion</li></ul></div>
            <div class="tasty-recipes-instructions"><p>\(numbered)</p></div></div></body></html>
            """.utf8)
        for page in [microdata, card] {
            let found = try #require(try RecipePageDecoder().decode(page).recipes.first)
            #expect(found.recipe.steps == ["Brown the beef", "Add the onion", "Simmer"])
        }
        let document = Data("""
            {"@context":"https://schema.org","@type":"Recipe","name":"Chilli","recipeIngredient":["1 onion"],
            "recipeInstructions":["\(numbered)"]}
            """.utf8)
        #expect(try RecipePageDecoder().decode(document).recipes.first?.recipe.steps == [numbered])
    }

    @Test func eachStepsLabelIsDroppedOnlyWhereEveryStepHasItsOwn() {
        #expect(StepSplitting.unlabelled(["Step\u{A0}1Preheat the oven.", "Step 2: Bake it."]) == ["Preheat the oven.", "Bake it."])
        #expect(StepSplitting.unlabelled(["Étape 1 : Coupez.", "Étape 2 - Ajoutez."]) == ["Coupez.", "Ajoutez."])
        #expect(StepSplitting.unlabelled(["Adım 1: Soğanı doğrayın.", "Adım 2: Pişirin."]) == ["Soğanı doğrayın.", "Pişirin."])
        // A step whose number is not its place, or with no label, keeps every step as written.
        for steps in [["Step 1 Preheat.", "Step 3 Bake."], ["Step 1 Preheat.", "Bake."], ["Steps 1 and 2 are optional."]] {
            #expect(StepSplitting.unlabelled(steps) == steps)
        }
    }

    @Test func aMethodOfSeveralStepsOrOfPlainSentencesIsKept() throws {
        for steps in [["1. Brown the beef 2. Add the onion 3. Simmer", "Serve."], ["Brown the beef. Add the onion. Simmer."]] {
            let found = try #require(try RecipePageDecoder().decode(page(steps: steps)).recipes.first)
            #expect(found.recipe.steps == steps)
            #expect(!found.notes.contains(RecipePageDecoder.splitStepsNote))
        }
    }
}
