import Foundation
@testable import RecipesKit
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

func dish(_ name: String, _ ingredients: [(String, String, String)]) -> Recipe {
    Recipe(name: name, ingredients: ingredients.map { Ingredient(quantity: $0.0, name: $0.1, type: $0.2) }, steps: ["Cook."])
}

@Suite struct ShoppingListTests {
    func item(_ list: ShoppingList, _ name: String) -> ShoppingList.Item? {
        list.aisles.flatMap(\.items).first { $0.name.lowercased() == name.lowercased() }
    }

    @Test func mergesTheSameIngredientTrimmedAndIgnoringCaseAndSaysWhichRecipesNeedIt() {
        let list = ShoppingList(recipes: [
            dish("A", [("1 tsp", "Sugar", "Baking"), ("2 cloves", "garlic", "Produce")]),
            dish("B", [("2 tbsp", " sugar ", "baking"), ("1 clove", "Garlic", "Produce")]),
        ])
        #expect(list.aisles.map(\.name) == ["Baking", "Produce"])
        #expect(item(list, "sugar") == ShoppingList.Item(name: "Sugar", amounts: ["2 1/3 tbsp"], recipes: ["A", "B"]))
        #expect(item(list, "garlic")?.amounts == ["3 cloves"])
    }

    @Test(arguments: [
        (["1 tsp", "1 tsp"], "2 tsp"),
        (["1 tbsp", "1 tsp"], "1 1/3 tbsp"),
        (["1/2 cup", "4 tbsp"], "3/4 cup"),
        (["1 cup", "1 fl oz"], "1 1/8 cups"),
        (["500g", "1 kg"], "1.5 kg"),
        (["300 ml", "800ml"], "1.1 l"),
        (["12 oz", "1 lb"], "1 3/4 lbs"),
        (["2", "3"], "5"),
        (["3-4", "2"], "5-6"),
        (["1 inch", "2 inches"], "3 inches"),
        // Another language's unit stays the cook's word, summed in it.
        (["2 EL", "1 EL"], "3 EL"),
        (["1 Prise", "1 Prise"], "2 Prisen"),
        (["2 łyżki", "3 łyżki"], "5 łyżek"),
        (["1 colher (chá)", "1 colher (chá)"], "2 colheres de chá"),
        (["1 c. à café", "2 cuillères à café"], "3 cuillères à café"),
    ])
    func sumsCompatibleUnits(quantities: [String], total: String) {
        let list = ShoppingList(recipes: quantities.enumerated().map { dish("R\($0)", [($1, "x", "Misc")]) })
        #expect(item(list, "x")?.amounts == [total])
    }

    @Test func listsIncompatibleAndUnreadableAmountsSideBySide() {
        let list = ShoppingList(recipes: [
            dish("A", [("1 cup", "flour", "Baking"), ("to taste", "salt", "")]),
            dish("B", [("200 g", "flour", "Baking"), ("1 pinch", "salt", " ")]),
        ])
        #expect(item(list, "flour")?.amounts == ["1 cup", "200 g"])
        #expect(item(list, "salt")?.amounts == ["1 pinch", "to taste"])
        #expect(list.aisles.last?.name == "Other")
    }

    @Test func scalesEveryReadableAmount() {
        let list = ShoppingList(recipes: [dish("A", [("1 1/2 cups", "milk", "Dairy"), ("a few", "leaves", "Produce")])], scale: Fraction(2) ?? .one)
        #expect(item(list, "milk")?.amounts == ["3 cups"])
        // A piece word is read singular: the item is the food "leaf".
        #expect(item(list, "leaf")?.amounts == ["a few"])
    }

    @Test func markdownEscapesFormattingCharacters() {
        let list = ShoppingList(recipes: [dish("Pie *best*", [("1", "eggs_large", "Dairy")])])
        let text = MarkdownView.render(list)
        #expect(text.contains("- [ ] **eggs\\_large** — 1\n"))
        #expect(text.contains("For *Pie \\*best\\**."))
    }
}

@Suite struct ShoppingListModuleTests {
    @Test func showsTheListForTheNamedRecipesInTheChosenFormat() async throws {
        let console = CapturingConsole()
        let facade = InMemoryFacade(recipes: [dish("Toast", [("2 slices", "bread", "Baking")]), dish("Tea", [("1", "tea bag", "Drinks")])], sourceDescription: "memory")
        let module = ShoppingListRouter.makeModule(dependencies: ModuleDependencies(facade: facade), view: TerminalViews.shoppingList(.json, console: console))
        let presented = await module.present(ShoppingListRequest(names: ["toast", "Tea", "Toast"]))
        #expect(presented.shown?.recipes == ["Toast", "Tea"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(console.standardOutput.utf8)) as? [String: Any])
        #expect(document["recipes"] as? [String] == ["Toast", "Tea"])
        #expect((document["aisles"] as? [[String: Any]])?.map { $0["aisle"] as? String } == ["Baking", "Drinks"])
    }

    @Test func aNameThatIsNoRecipeFailsWithSuggestions() async {
        let console = CapturingConsole()
        let facade = InMemoryFacade(recipes: [dish("Toast", [])], sourceDescription: "memory")
        let module = ShoppingListRouter.makeModule(dependencies: ModuleDependencies(facade: facade), view: TerminalViews.shoppingList(.text, console: console))
        let outcome = await module.present(ShoppingListRequest(names: ["Toast", "Tost"])).outcome
        #expect(outcome == .failed(.notFound))
        #expect(console.standardError == ["no recipe named \"Tost\"; did you mean \"Toast\"?"])
        #expect(console.standardOutput.isEmpty)
    }
}
