import Foundation
import RecipesKit

extension PageTextExtractor {
    /// Whether most of `lines` (three or more; of fewer, one counts the energy) are nutrition facts: short, and naming
    /// a nutrient or energy ("Fat 10 g", "210 kcal", "Kohlenhydrate 30 g"), which read as amounts as ingredients do;
    /// and the table names at least two things no recipe buys (energy, protein, carbohydrate…), so that a brine of
    /// water, salt and sugar stays a list of ingredients.
    static func isNutrition(_ lines: [String]) -> Bool {
        // Two facts ("1 Porcia", "790 kcal") are a table when one is a number of energy ("790 kcal", "790kcal"); an
        // ingredient may name it ("1 tbsp low-calorie sweetener"), not count it.
        guard lines.count >= 3 else { return lines.contains(where: isEnergy) }
        // Each food's share of the energy ("marhalábszár 213 kcal", "butter 102 kcal") is a table too.
        if lines.lazy.filter(endsWithEnergy).count * 5 >= lines.count * 3 { return true }
        var facts = 0
        var neverBought: Set<String> = []
        for line in lines.prefix(RecipeValidator.maximumItems) {
            let words = TextPattern.folding(line).split { !$0.isLetter }.map(String.init)
            guard words.count <= 5, words.contains(where: nutrients.contains) else { continue }
            facts += 1
            neverBought.formUnion(words.filter { nutrients.contains($0) && !nutrientsThatAreFoods.contains($0) && !micronutrients.contains($0) })
        }
        return facts * 5 >= lines.count * 3 && neverBought.count >= 2
    }

    /// Whether a line is a number of energy and little more: "790 kcal", "1200kJ", "Kcal 428".
    private static func isEnergy(_ line: String) -> Bool {
        // Asked of every short block: a line without a "k" or a "c" is answered before it is folded.
        guard line.utf8.count <= 40, line.utf8.contains(where: { [0x6B, 0x4B, 0x63, 0x43].contains($0) }) else { return false }
        let words = TextPattern.folding(line).split(separator: " ")
        guard words.count <= 3 else { return false }
        return words.indices.contains { index in
            let word = words[index].drop { $0.isNumber || $0 == "," || $0 == "." }
            guard energy.contains(String(word)) else { return false }
            let counted = word.count < words[index].count
            let besideNumber = [index - 1, index + 1].contains { words.indices.contains($0) && words[$0].first?.isNumber == true }
            return counted || besideNumber
        }
    }

    /// Whether a short line ends in a number of energy: "butter 102 kcal", "Energie 1200kJ".
    private static func endsWithEnergy(_ line: String) -> Bool {
        guard line.utf8.count <= 80 else { return false }
        let words = TextPattern.folding(line).split(separator: " ").suffix(2)
        guard let last = words.last else { return false }
        let unit = last.drop { $0.isNumber || $0 == "," || $0 == "." }
        guard energy.contains(String(unit)) else { return false }
        return unit.count < last.count || (words.count == 2 && words.first?.last?.isNumber == true)
    }

    /// The energy as nutrition tables write it (folded).
    static let energy: Set<String> = ["kcal", "kj", "calories", "kalorien", "calorias", "calorie", "kalorie"]

    /// The nutrients that are also foods a recipe buys: fat, sugar, salt.
    static let nutrientsThatAreFoods: Set<String> = [
        "fat", "fats", "sugar", "sugars", "salt", "fett", "zucker", "salz", "vet", "suikers", "zout", "grasas", "azucares", "sal",
        "grassi", "zuccheri", "sucres", "sel", "tluszcz", "cukry", "sol", "zsir", "cukor", "tuky", "sul", "fedt",
        "sukker", "gorduras", "acucares", "yag", "seker", "masti", "secer",
    ]

    /// Nutrients and energy as nutrition tables name them, in the corpus's languages (folded).
    static let nutrients: Set<String> = Set([
        "fat", "fats", "saturates", "saturated", "carbs", "carbohydrate", "carbohydrates", "sugar", "sugars", "fibre", "fiber",
        "protein", "salt", "sodium", "cholesterol", "calories", "kcal", "kj", "energy",
        "fett", "kohlenhydrate", "zucker", "ballaststoffe", "eiweiss", "salz", "kalorien", "energie",
        "vet", "koolhydraten", "suikers", "vezels", "eiwit", "eiwitten", "zout",
        "grasas", "carbohidratos", "azucares", "fibra", "proteinas", "sal", "calorias",
        "grassi", "carboidrati", "zuccheri", "proteine", "calorie",
        "lipides", "glucides", "sucres", "fibres", "proteines", "sel",
        "tluszcz", "weglowodany", "cukry", "blonnik", "bialko", "sol", "kalorie",
        "feherje", "szenhidrat", "zsir", "cukor", "rost", "koleszterin", "natrium", "kaloria", "energia",
        "bilkoviny", "sacharidy", "tuky", "vlaknina", "bielkoviny", "sul",
        "kolhydrater", "fedt", "kulhydrater", "sukker", "kostfiber", "energi",
        "gorduras", "hidratos", "acucares", "fibras",
        "masti", "ugljikohidrati", "bjelancevine", "proteini", "secer", "vlakna",
        "yag", "karbonhidrat", "lif", "seker", "enerji",
    ]).union(micronutrients)

    /// Vitamins and minerals, where a table goes on to them: facts, but a brine or a cheese's "calcium chloride" and
    /// "vitamin C powder" are bought, so they never tell a table from a list alone.
    static let micronutrients: Set<String> = [
        "vitamin", "vitamine", "vitamina", "vitamins", "calcium", "iron", "magnesium", "potassium", "zinc", "folate",
        "kalzium", "eisen", "kalium", "calcio", "ferro", "hierro", "potasio", "fer", "kalcium", "vas", "cink", "magnezium",
        "szelen", "mangan", "foszfor", "rez",
    ]
}
