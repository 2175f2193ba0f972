import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import RecipesTestSupport
import Testing

@Suite struct CatalogDecoderTests {
    @Test func decodesOneRecipeFixtureKeepingTheDataAsWritten() throws {
        let recipe = try Fixtures.recipe()
        #expect(recipe.name == "Crock Pot Roast")
        #expect(recipe.ingredients.count == 5)
        #expect(recipe.ingredients.first == Ingredient(quantity: "1", name: " beef roast", type: "Meat"))
        #expect(recipe.steps.count == 4)
        #expect(recipe.steps.first == "Place beef roast in crock pot.")
        #expect(recipe.timers == [0, 0, 0, 420])
        #expect(recipe.imageURL == "http://img.sndimg.com/food/image/upload/w_266/v1/img/recipes/27/20/8/picVfzLZo.jpg")
        #expect(recipe.originalURL == "http://www.food.com/recipe/to-die-for-crock-pot-roast-27208")
    }

    @Test func decodesCatalogFixtureWithMessyRealWorldValues() throws {
        let recipes = try Fixtures.recipes()
        #expect(recipes.count == 9)
        #expect(recipes.first?.name == "Crock Pot Roast")
        let lentils = try #require(recipes.first { $0.name == "Curried Lentils and Rice" })
        #expect(lentils.originalURL == "")
        let squash = try #require(recipes.first { $0.name.hasPrefix("Cranberry") })
        #expect(squash.originalURL == nil)
        let pizza = try #require(recipes.first { $0.name == "Big Night Pizza" })
        #expect(pizza.originalURL == "#")
        let squares = try #require(recipes.first { $0.name == "Blueberry Oatmeal Squares" })
        #expect(squares.ingredients.map(\.quantity).contains("1 tbsp "))
        #expect(squares.ingredients.map(\.quantity).contains("2-1/2 cups"))
        let cookies = try #require(recipes.first { $0.name == "Old-Fashioned Oatmeal Cookies" })
        #expect(cookies.ingredients.contains { $0.type.isEmpty })
        #expect(cookies.timers.count < cookies.steps.count)
        let asparagus = try #require(recipes.first { $0.name == "Roasted Asparagus" })
        #expect(asparagus.steps[2].contains("\"stringy\""))
    }

    @Test func decodesEscapesUnicodeAndUnknownKeys() throws {
        let json = #"""
            [{"id": 7, "name": "Cr\u00e8me \"br\u00fbl\u00e9e\"\n", "tags": {"a": [1, {"b": null}], "c": true},
              "ingredients": [{"quantity": null, "name": "cream \ud83e\udd5b", "type": null}],
              "steps": ["Heat\tslowly", "Caf\u00E9\/bar"], "timers": [1.0, 2], "imageURL": null}]
            """#
        let recipe = try #require(try CatalogDecoder().decode(Data(json.utf8)).first)
        #expect(recipe.name == "Crème \"brûlée\"\n")
        #expect(recipe.ingredients == [Ingredient(quantity: "", name: "cream 🥛", type: "")])
        #expect(recipe.steps == ["Heat\tslowly", "Café/bar"])
        #expect(recipe.timers == [1, 2])
        #expect(recipe.imageURL == nil)
    }

    @Test func acceptsByteOrderMarkAndEmptyCatalog() throws {
        #expect(try CatalogDecoder().decode(Data([0xEF, 0xBB, 0xBF] + Array(" [ ] \n".utf8))) == [])
    }

    @Test func missingTimersMeanNoTimers() throws {
        let recipe = try #require(try CatalogDecoder().decode(Data(#"[{"name":"A","ingredients":[],"steps":["x","y"]}]"#.utf8)).first)
        #expect(recipe.timers == [])
        #expect(recipe.stepMinutes == [0, 0])
    }

    @Test(arguments: [
        ("Invalid/NegativeTimer.json", CatalogDecodingError(recipeIndex: 1, recipeName: "Crock Pot Roast", fieldPath: "timers[1]", message: "timer must not be negative, found -5")),
        ("Invalid/StepNotString.json", CatalogDecodingError(recipeIndex: 0, recipeName: "Crock Pot Roast", fieldPath: "steps[2]", message: "expected a string, found a number")),
        ("Invalid/MissingSteps.json", CatalogDecodingError(recipeIndex: 0, recipeName: "Crock Pot Roast", fieldPath: "steps", message: "missing \"steps\"")),
        ("Invalid/IngredientNameNotString.json", CatalogDecodingError(recipeIndex: 2, recipeName: "Gravy Roast", fieldPath: "ingredients[1].name", message: "expected a string, found an array")),
        ("Invalid/NotAnArray.json", CatalogDecodingError(recipeIndex: nil, message: "expected a JSON array of recipes, found an object")),
    ])
    func structuralErrorsNameTheRecipeIndexNameAndFieldPath(fixture: String, expected: CatalogDecodingError) throws {
        let error = #expect(throws: CatalogDecodingError.self) { try Fixtures.recipes(fixture) }
        #expect(error == expected)
    }

    @Test func errorDescriptionReadsAsOneLineWithJqStylePath() {
        let error = CatalogDecodingError(recipeIndex: 3, recipeName: " Crock Pot Roast", fieldPath: "timers[1]", message: "timer must not be negative, found -5")
        #expect(error.description == #"at [3].timers[1] (recipe "Crock Pot Roast"): timer must not be negative, found -5"#)
    }

    @Test func syntaxErrorsGiveLineAndColumn() throws {
        let truncated = #expect(throws: CatalogDecodingError.self) { try Fixtures.recipes("Invalid/Truncated.json") }
        #expect(truncated?.line == 4)
        #expect(truncated?.recipeIndex == 1)
        #expect(truncated?.description.contains("line 4") == true)

        let missingComma = #expect(throws: CatalogDecodingError.self) { try Fixtures.recipes("Invalid/MissingComma.json") }
        #expect(missingComma?.line == 1)
        #expect(missingComma?.column == 59)
        #expect(missingComma?.message == "expected ',' or '}' in an object, found a string")
    }

    @Test(arguments: [
        ("", "the input is empty"),
        ("   ", "the input is empty"),
        ("[", "expected a recipe object, found the end of the input"),
        ("[1]", "expected a recipe object, found a number"),
        (#"[{"name": "A", "ingredients": [], "steps": []}] x"#, "unexpected 'x' after the end of the JSON value"),
        (#"[{"name": "A", "ingredients": [], "steps": [], "timers": [2.5]}]"#, "expected a whole number of minutes, found 2.5"),
        (#"[{"name": "A", "ingredients": [], "steps": [], "timers": [99999999999999999999]}]"#, "expected a whole number of minutes, found 99999999999999999999"),
        (#"[{"name": "A", "ingredients": [], "steps": [], "timers": [20000000]}]"#, "timer is too large"),
        (#"[{"name": "A", "ingredients": [], "steps": [], "timers": 5}]"#, "expected an array, found a number"),
        (#"[{"name": "A", "ingredients": [{"quantity": "1"}], "steps": []}]"#, #"ingredients[0].name (recipe "A"): missing "name""#),
        (#"[{"name": "A\u12", "ingredients": [], "steps": []}]"#, "invalid \\u escape"),
        (#"[{"name": "A\q", "ingredients": [], "steps": []}]"#, "invalid escape sequence"),
        ("[{\"name\": \"A\nB\", \"ingredients\": [], \"steps\": []}]", "control character"),
        (#"[{"name": "A", "x": tru, "ingredients": [], "steps": []}]"#, "invalid literal, expected true"),
        (#"[{"name": "A", "ingredients": [], "steps": [], "extra": [1 2]}]"#, "expected ',' or ']'"),
    ])
    func malformedInputIsRefusedWithAReason(json: String, reason: String) {
        let error = #expect(throws: CatalogDecodingError.self) { try CatalogDecoder().decode(Data(json.utf8)) }
        #expect(error?.description.contains(reason) == true, "\(String(describing: error)) should mention \(reason)")
    }

    @Test func deeplyNestedUnknownValuesAreRefusedWithoutExhaustingTheStack() {
        let json = #"[{"name": "A", "ingredients": [], "steps": [], "x": "# + String(repeating: "[", count: 100_000) + "]}]"
        let error = #expect(throws: CatalogDecodingError.self) { try CatalogDecoder().decode(Data(json.utf8)) }
        #expect(error?.message.contains("nest more than") == true)
    }

    @Test func reportsTheFirstFieldErrorOfARecipe() {
        let json = #"[{"steps": 1, "timers": [-1], "name": "Twice Wrong", "ingredients": []}]"#
        let error = #expect(throws: CatalogDecodingError.self) { try CatalogDecoder().decode(Data(json.utf8)) }
        #expect(error?.fieldPath == "steps")
        #expect(error?.recipeName == "Twice Wrong")
    }
}

@Suite struct ServingsFieldTests {
    @Test func servingsAreReadWrittenBackAndCheckedWhenPresent() throws {
        let recipe = try CatalogDecoder().decodeRecipe(Data(#"{"name": "A", "ingredients": [], "steps": ["s"], "servings": 4}"#.utf8))
        #expect(recipe.servings == 4)
        #expect(try CatalogDecoder().decodeRecipe(Data(CatalogEncoder().encode(recipe))) == recipe)
        #expect(try CatalogDecoder().decodeRecipe(Data(#"{"name": "A", "ingredients": [], "steps": [], "servings": null}"#.utf8)).servings == nil)
        for bad in ["0", "-2", "1.5", "\"4\"", "100000"] {
            #expect(throws: CatalogDecodingError.self, "servings \(bad)") {
                try CatalogDecoder().decodeRecipe(Data(#"{"name": "A", "ingredients": [], "steps": [], "servings": \#(bad)}"#.utf8))
            }
        }
    }
}
