import Foundation
@testable import RecipesKit
import Testing

@Suite struct ShopMergeByFoodTests {
    func recipe(_ name: String, _ ingredients: [(String, String, String)]) -> Recipe {
        Recipe(name: name, ingredients: ingredients.map { Ingredient(quantity: $0.0, name: $0.1, type: $0.2) }, steps: ["Cook."], timers: [])
    }

    @Test func theSameFoodMergesAcrossRecipesAndAislesWithItsNotesKeptAside() {
        let lentils = recipe("Curried Lentils and Rice", [("1 tsp", "salt", "Condiments"), ("2 tbsp", "curry powder", "Condiments"), ("1", "onion, diced", "Produce")])
        let salad = recipe("Curried chicken salad", [("1/4 tsp", "salt", "Baking"), ("1 tsp", "Curry Powder", "Baking"), ("2", "onions, sliced", "")])
        let list = ShoppingList(recipes: [lentils, salad])
        let items = list.aisles.flatMap(\.items)
        #expect(items.filter { $0.name == "salt" }.map(\.amounts) == [["1 1/4 tsp"]])
        #expect(items.filter { $0.name.lowercased() == "curry powder" }.map(\.amounts) == [["2 1/3 tbsp"]])
        let onion = items.first { $0.name.hasPrefix("onion") }
        #expect(onion?.amounts == ["3"])
        #expect(onion?.notes == ["diced", "sliced"])
        #expect(list.aisles.map(\.name) == ["Condiments", "Produce"])
    }

    @Test func anIngredientWithNoAisleTakesTheGuessedOne() {
        let list = ShoppingList(recipes: [recipe("Toast", [("2", "slices of bread", ""), ("1", "mystery", "")])]) { food in
            food.contains("bread") ? "Baking" : nil
        }
        #expect(list.aisles.map(\.name) == ["Baking", "Other"])
    }

    // Found in use: "1 (14-ounce) can crushed tomatoes" was listed "crushed tomatoes (crushed)", its name read again
    // without the can that makes "crushed" part of what is sold.
    @Test func anIngredientThatNamesItsFoodIsNotReadAgain() {
        let read = Ingredient(line: "1 (14-ounce) can crushed tomatoes")
        #expect(read?.food == "crushed tomatoes")
        #expect(read?.note == nil)
        let list = ShoppingList(recipes: [Recipe(name: "Sauce", ingredients: [read].compactMap { $0 }, steps: ["Cook."], timers: [])])
        let items = list.aisles.flatMap(\.items)
        #expect(items.map(\.name) == ["crushed tomatoes"])
        #expect(items.map(\.notes) == [[]])
    }

    @Test func describingWordsListedBeforeTheFoodStayWithIt() {
        let line = IngredientLine(parsing: "3 skinless, boneless chicken breasts, halved lengthwise")
        #expect(line.food == "skinless boneless chicken breasts")
        #expect(line.note == "halved lengthwise")
    }
}
