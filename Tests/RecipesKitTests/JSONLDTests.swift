import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
@testable import RecipesSources
import Testing

@Suite struct ISO8601DurationTests {
    @Test(arguments: [
        ("PT30M", 30), ("PT1H30M", 90), ("PT2H", 120), ("P0DT45M", 45), ("P1DT1H", 1_500), ("PT0.5H", 30), ("pt90m", 90),
        ("PT90S", 2), ("PT0M", 0), ("P1W", 10_080),
    ])
    func readsDurations(text: String, minutes: Int) {
        #expect(ISO8601Duration.minutes(text) == minutes)
    }

    @Test(arguments: ["", "P", "PT", "30 minutes", "PT1H30", "PT1Q", "P1H", "T30M", "PTT5M", "PT-5M"])
    func refusesWhatIsNotADuration(text: String) {
        #expect(ISO8601Duration.minutes(text) == nil)
    }

    @Test func writesWholeMinutesBackReadably() {
        #expect([0, 45, 60, 436].map(ISO8601Duration.string) == ["PT0M", "PT45M", "PT1H", "PT7H16M"])
        #expect([0, 45, 60, 436].map { ISO8601Duration.minutes(ISO8601Duration.string(minutes: $0)) } == [0, 45, 60, 436])
    }
}

@Suite struct JSONLDTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("JSON/JSONLD/saved-page.html")

    @Test func exportedJSONLDImportsBackToTheSameRecipes() async throws {
        let embedded = try CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8))
        let fixtures = try CatalogDecoder().decode(Data(contentsOf: Self.page.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recipes.json")))
        for recipes in [embedded, fixtures, [embedded[0]]] {
            let result = try JSONLDDecoder().decode(JSONLDEncoder().encode(recipes))
            #expect(result.skipped.isEmpty)
            #expect(result.recipes.map(\.recipe) == recipes.map(\.withTrimmedTimers))
        }
    }

    @Test func readsARecipeFromASavedPageWithGraphSectionsAndMarkup() async throws {
        let result = try JSONLDDecoder().decode(Data(contentsOf: Self.page))
        let imported = try #require(result.recipes.first)
        #expect(result.recipes.count == 1)
        let recipe = imported.recipe
        #expect(recipe.name == "Weeknight Shakshuka")
        #expect(recipe.steps.count == 5)
        // Steps of a HowToSection carry its name, so they still say what they belong to.
        #expect(recipe.steps[1] == "Sauce: Add garlic and cumin; cook until fragrant.")
        #expect(recipe.timers == [8, 1, 10])
        #expect(recipe.servings == 4)
        #expect(recipe.tags == ["Breakfast"])
        #expect(recipe.imageURL == "https://food.example.com/shakshuka.jpg")
        #expect(recipe.originalURL == "https://food.example.com/shakshuka")
        // Each line keeps what the cook wrote, says what to buy (food) and how (note) apart, and gets a guessed aisle.
        #expect(recipe.ingredients[0] == Ingredient(quantity: "2 tbsp", name: "olive oil", type: "Condiments", food: "olive oil"))
        #expect(recipe.ingredients[6] == Ingredient(quantity: "", name: "salt & pepper to taste", type: "Condiments", food: "salt & pepper", note: "to taste"))
        #expect(recipe.ingredients[7] == Ingredient(quantity: "2-3 handfuls of", name: "spinach", type: "Produce", food: "spinach"))
        #expect(imported.notes == [
            "recipeInstructions[1].itemListElement[1]: time \"about 6 minutes\" is not an ISO 8601 duration; left out",
            "not mapped: nutrition",
        ])
        #expect(result.skipped.count == 2)
        #expect(result.skipped.contains("\"Recipe Card Without Steps\": it has no steps (recipeInstructions)"))
        #expect(result.skipped.contains { $0.hasPrefix("JSON-LD script 3 of 3: not valid JSON") })
    }

    @Test func ingredientsGivenAsGroupsOfListsAreAllReadInOrder() async throws {
        let json = #"{"@type": "Recipe", "name": "Pie", "recipeInstructions": ["Bake."], "recipeIngredient": [["200 g flour", "1 egg"], ["2 apples"], "1 tsp sugar", [["a pinch of salt"]]]}"#
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.ingredients.map(\.name) == ["flour", "egg", "apples", "sugar", "salt"])
    }

    @Test func recipeLevelTimesGoOnTheFirstAndLastStepsWhenNoStepStatesOne() async throws {
        let json = #"{"@type": "Recipe", "name": "Stew", "prepTime": "PT15M", "cookTime": "PT2H", "recipeInstructions": "Chop.\nBrown.\nSimmer."}"#
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.steps == ["Chop.", "Brown.", "Simmer."])
        #expect(imported.recipe.timers == [15, 0, 120])
        let total = #"[{"@type": "Recipe", "name": "Tea", "totalTime": "PT5M", "recipeInstructions": ["Steep."]}]"#
        #expect(try JSONLDDecoder().decode(Data(total.utf8)).recipes.first?.recipe.timers == [5])
    }

    @Test func aStepMayHoldItsTextAsDirectionsAndTips() async throws {
        let json = #"""
            {"@type": "Recipe", "name": "Roast Beef", "recipeInstructions": [
              {"@type": "HowToStep", "itemListElement": {"@type": "HowToDirection", "text": "Heat the oven to 220 °C."}},
              {"@type": "HowToStep", "timeRequired": "PT15M", "itemListElement": [
                {"@type": "HowToDirection", "text": "Roast the beef."}, {"@type": "HowToTip", "text": "Let it rest before carving."}]},
              {"@type": "HowToStep", "name": "Carve", "itemListElement": ["Slice thinly."]}]}
            """#
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.steps == ["Heat the oven to 220 °C.", "Roast the beef. Let it rest before carving.", "Carve: Slice thinly."])
        #expect(imported.recipe.timers == [0, 15])
        // An empty text is none; a list of no other type holding steps is a section, not one step.
        let listed = #"""
            {"@type": "Recipe", "name": "Roast Beef", "recipeInstructions": [
              {"@type": "HowToStep", "text": " ", "itemListElement": [{"@type": "HowToDirection", "text": "Heat the oven."}]},
              {"@type": "ItemList", "name": "Gravy", "itemListElement": [{"@type": "HowToStep", "text": "Whisk the juices."}, {"@type": "HowToStep", "text": "Simmer."}]},
              {"@type": "HowToSection", "name": "Serve", "text": "Carve and serve.", "itemListElement": [{"@type": "HowToStep", "text": "Slice thinly."}]}]}
            """#
        let read = try #require(try JSONLDDecoder().decode(Data(listed.utf8)).recipes.first)
        #expect(read.recipe.steps == ["Heat the oven.", "Gravy: Whisk the juices.", "Gravy: Simmer.", "Serve: Slice thinly."])
    }

    @Test func anUntitledStepOfSentencesOnLinesOfTheirOwnIsAsManyStepsATitledOneStaysWhole() throws {
        let json = #"""
            {"@type": "Recipe", "name": "Paccheri", "recipeInstructions": [
              {"@type": "HowToStep", "timeRequired": "PT10M", "text": "Cook the aubergine.\nBlend it with the tomatoes.\n\nSeason!"},
              {"@type": "HowToStep", "text": "Toast the crumbs.\nStir them until golden, then set them aside with the zest"},
              {"@type": "HowToStep", "text": "Roll and fold.\nChill.\nRoll and fold.\nChill."},
              {"@type": "HowToStep", "text": "Fry the anchovies in\nthe oil until they melt."},
              {"@type": "HowToStep", "name": "Serve", "timeRequired": "PT2M", "text": "Plate the pasta.\n\nAdd the mint."}]}
            """#
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.steps == [
            "Cook the aubergine.", "Blend it with the tomatoes.", "Season!", "Toast the crumbs.\nStir them until golden, then set them aside with the zest",
            "Roll and fold.\nChill.\nRoll and fold.\nChill.",
            "Fry the anchovies in\nthe oil until they melt.", "Serve: Plate the pasta.\n\nAdd the mint.",
        ])
        #expect(imported.recipe.timers == [10, 0, 0, 0, 0, 0, 2])
    }

    @Test func aListGivenAgainInOtherUnitsIsKeptOnceAndSaid() async throws {
        let json = #"""
            {"@type": "Recipe", "name": "Cupcakes", "recipeInstructions": ["Bake."], "recipeIngredient": [
              "125ml milk", "60ml olive oil", "100g caster sugar", "1 tsp baking powder",
              "4.38fl. oz milk", "2.1fl. oz olive oil", "3.5oz caster sugar", "1 tsp baking powder"]}
            """#
        let imported = try #require(try JSONLDDecoder().decode(Data(json.utf8)).recipes.first)
        #expect(imported.recipe.ingredients.map(\.line) == ["125ml milk", "60ml olive oil", "100g caster sugar", "1 tsp baking powder"])
        #expect(imported.notes.contains(JSONLDDecoder.otherUnitsNote))
        // Lines written with markup are compared as their text.
        let marked = #"{"@type": "Recipe", "name": "Cupcakes", "recipeInstructions": ["Bake."], "recipeIngredient": ["<b>125ml</b> milk", "<b>60ml</b> olive oil", "100g sugar", "<b>4.38fl. oz</b> milk", "<b>2.1fl. oz</b> olive oil", "3.5oz sugar"]}"#
        #expect(try JSONLDDecoder().decode(Data(marked.utf8)).recipes.first?.recipe.ingredients.map(\.line) == ["125ml milk", "60ml olive oil", "100g sugar"])
        // Two sections that differ only in their amounts are both kept.
        let sections = #"{"@type": "Recipe", "name": "Pie", "recipeInstructions": ["Bake."], "recipeIngredient": ["200 g flour", "1 egg", "50 g butter", "100 g flour", "2 egg", "25 g butter"]}"#
        #expect(try JSONLDDecoder().decode(Data(sections.utf8)).recipes.first?.recipe.ingredients.count == 6)
    }

    @Test(arguments: [
        ("", "the input is empty"),
        ("<html><body>no data</body></html>", "no JSON-LD found"),
        ("{\"@type\": \"Recipe\"", "not valid JSON"),
        ("{\"@type\": \"WebPage\", \"name\": \"x\"}", "no schema.org Recipe found"),
    ])
    func inputWithNoRecipeIsAOneLineFailure(input: String, message: String) {
        do {
            _ = try JSONLDDecoder().decode(Data(input.utf8))
            Issue.record("decoded \(input)")
        } catch {
            #expect(error.message.hasPrefix(message))
        }
    }
}

@Suite struct ImportInteractorTests {
    @Test func eachRecipeIsAddedOnItsOwnSoOneRefusalLeavesTheOthers() async throws {
        let store = try InMemoryCatalogStore(recipes: [Recipe(name: "Tea", ingredients: [], steps: ["Steep."])])
        let json = #"{"@graph": [{"@type": "Recipe", "name": "Tea", "recipeInstructions": ["Boil."]}, {"@type": "Recipe", "name": "Toast", "recipeInstructions": ["Toast."]}]}"#
        let (outcomes, skipped) = try await ImportInteractor(reader: RecipePageDecoder(), writer: StoreWriter(store: store))
            .perform(Data(json.utf8), onConflict: .refuse)
        #expect(skipped.isEmpty)
        #expect(outcomes.count == 2)
        guard case .refused(let name, let reason, _) = outcomes[0] else { Issue.record("Tea was not refused"); return }
        #expect(name == "Tea")
        #expect(reason.kind == .duplicate)
        #expect(try await store.recipes(narrowedBy: .none).map(\.recipe.name) == ["Tea", "Toast"])
        #expect(try await store.recipes(narrowedBy: .none).first?.recipe.steps == ["Steep."])
    }

    @Test func aReadOnlySourceRefusesTheImport() async {
        await #expect(throws: CatalogStoreError.self) {
            try await ImportInteractor(reader: RecipePageDecoder(), writer: nil).perform(Data("{}".utf8), onConflict: .refuse)
        }
    }

    @Test func stepTitlesAreKeptOnlyWhenTheyAddSomething() {
        #expect(JSONLDDecoder.titled("Mix the flour and water.", "Make the dough") == "Make the dough: Mix the flour and water.")
        #expect(JSONLDDecoder.titled("Mix the flour and water.", "Mix the flour") == "Mix the flour and water.")
        #expect(JSONLDDecoder.titled("Mix the flour and water.", "Step 1") == "Mix the flour and water.")
        #expect(JSONLDDecoder.titled("Mix the flour and water.", nil) == "Mix the flour and water.")
    }
}
