import Foundation

/// Guesses the catalog aisle (Meat, Produce, Dairy, Baking, Condiments, Drinks, Misc) a food is bought in.
public enum AisleGuess {
    /// The aisle for `food` by its folded words, longest then last match winning ("chicken stock" is Misc); nil if unknown.
    public static func aisle(for food: String) -> String? {
        let words = IngredientLine.mergeKey(for: food)
            .split(whereSeparator: { $0 == " " || $0 == "-" })
            .map { IngredientLine.singular(String($0)) }
        guard !words.isEmpty else { return nil }
        for length in stride(from: min(words.count, 3), through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                if let aisle = table[phrase] { return aisle }
            }
        }
        return nil
    }

    // Follows Resources/recipes.json: salt and spices are Condiments, but cinnamon and vanilla Baking; stock,
    // broth, rice, beans, lentils and peanut butter are Misc; pasta and noodles are Baking.
    private static let table: [String: String] = {
        let aisles: [String: [String]] = [
            "Meat": [
                "beef", "steak", "pork", "lamb", "veal", "chicken", "turkey", "duck", "bacon", "pancetta", "ham",
                "sausage", "chorizo", "prosciutto", "salami", "mince", "brisket", "salmon", "tuna", "cod", "haddock",
                "shrimp", "prawn", "mussel", "clam", "scallop", "crab", "lobster", "anchovy", "fish", "tilapia", "trout",
            ],
            "Produce": [
                "onion", "garlic", "shallot", "leek", "carrot", "celery", "potato", "sweet potato", "tomato", "cucumber",
                "lettuce", "spinach", "kale", "cabbage", "broccoli", "cauliflower", "zucchini", "courgette",
                "eggplant", "aubergine", "bell pepper", "red pepper", "green pepper", "chilli", "chili", "jalapeno",
                "mushroom", "pea", "green bean", "corn", "asparagus", "squash", "pumpkin", "avocado", "lemon", "lime",
                "orange", "apple", "banana", "berry", "blueberry", "strawberry", "raspberry", "cranberry", "grape",
                "raisin", "mango", "pineapple", "peach", "pear", "cherry", "ginger", "parsley", "cilantro",
                "coriander", "basil", "mint", "dill", "thyme", "rosemary", "sage", "chive", "scallion", "radish",
                "beet", "lemon juice", "lime juice", "zest", "herb", "arugula", "rocket", "fennel",
            ],
            "Dairy": [
                "milk", "buttermilk", "cream", "sour cream", "butter", "cheese", "cheddar", "mozzarella", "parmesan",
                "feta", "ricotta", "pecorino", "mascarpone", "yogurt", "yoghurt", "egg", "yolk", "egg white",
                "creme fraiche", "ghee",
            ],
            "Baking": [
                "flour", "sugar", "baking powder", "baking soda", "soda", "yeast", "cornstarch", "cornflour",
                "cocoa", "cocoa powder", "chocolate", "chocolate chip", "vanilla", "vanilla extract", "cinnamon",
                "nutmeg", "oat", "shortening", "nut", "walnut", "pecan", "almond", "gravy mix", "pasta", "spaghetti",
                "noodle", "macaroni", "penne",
            ],
            "Condiments": [
                "salt", "pepper", "black pepper", "oil", "vinegar", "sauce", "soy sauce", "ketchup", "mustard",
                "mayonnaise", "honey", "maple syrup", "syrup", "tomato paste", "olive", "cumin", "paprika",
                "curry powder", "chili powder", "powder", "oregano", "spice", "flake", "dressing", "salsa", "pesto",
                "relish", "tahini", "sriracha", "worcestershire sauce", "bitter",
            ],
            "Drinks": [
                "water", "juice", "orange juice", "tea", "coffee", "wine", "beer", "ice", "club soda", "bourbon",
                "rum", "vodka", "gin", "whisky",
            ],
            "Misc": [
                "stock", "broth", "bouillon", "rice", "lentil", "bean", "chickpea", "peanut butter", "bay leaf",
                "peppercorn", "chia seed", "flaxseed", "seed", "quinoa", "bread", "tortilla", "coconut milk",
                "cooking spray",
            ],
        ]
        var table: [String: String] = [:]
        for (aisle, foods) in aisles {
            for food in foods { table[food] = aisle }
        }
        return table
    }()
}
