@testable import RecipesKit
import Testing

@Suite struct AisleGuessTests {
    @Test("a food's aisle is guessed from its words, the longest and then the last match winning", arguments: [
        ("chicken breasts", "Meat"), ("ground beef", "Meat"), ("raw tiger prawns", "Meat"), ("salmon fillets", "Meat"),
        ("bacon", "Meat"), ("pancetta", "Meat"), ("large onion", "Produce"), ("garlic", "Produce"),
        ("cherry tomatoes", "Produce"), ("fresh parsley", "Produce"), ("Jalapeño", "Produce"), ("lemon juice", "Produce"),
        ("red bell pepper", "Produce"), ("green beans", "Produce"), ("mixed berries", "Produce"), ("whole milk", "Dairy"),
        ("Mozzarella cheese", "Dairy"), ("unsalted butter", "Dairy"), ("large eggs", "Dairy"), ("sour cream", "Dairy"),
        ("Greek yogurt", "Dairy"), ("all-purpose flour", "Baking"), ("brown sugar", "Baking"), ("baking powder", "Baking"),
        ("white chocolate chips", "Baking"), ("active dry yeast", "Baking"), ("egg noodles", "Baking"),
        ("olive oil", "Condiments"), ("soy sauce", "Condiments"), ("salt", "Condiments"), ("salt and pepper", "Condiments"),
        ("freshly ground black pepper", "Condiments"), ("ground cumin", "Condiments"), ("garlic powder", "Condiments"),
        ("chicken stock", "Misc"), ("beef broth", "Misc"), ("peanut butter", "Misc"), ("kidney beans", "Misc"),
        ("basmati rice", "Misc"), ("bay leaves", "Misc"), ("water", "Drinks"), ("orange juice", "Drinks"),
        ("green tea bags", "Drinks"), ("dry white wine", "Drinks"),
    ])
    func guessesTheAisle(food: String, aisle: String) {
        #expect(AisleGuess.aisle(for: food) == aisle)
    }

    @Test("foods no word of which is known have no guess", arguments: ["", "xanthan", "pre-baked pizza crusts"])
    func hasNoGuessForUnknownFoods(food: String) {
        #expect(AisleGuess.aisle(for: food) == nil)
    }

    @Test func everyGuessIsAnAisleTheCatalogUses() {
        let aisles: Set<String> = ["Meat", "Produce", "Dairy", "Baking", "Condiments", "Drinks", "Misc"]
        for food in ["milk", "stock", "salt", "water", "onion", "beef", "flour"] {
            #expect(AisleGuess.aisle(for: food).map(aisles.contains) == true)
        }
    }
}
