import Foundation
import RecipesKit

extension PageTextExtractor {
    /// Whether most of `lines` (three or more) are nutrition facts: short, and naming a nutrient or energy ("Fat 10 g",
    /// "210 kcal", "Kohlenhydrate 30 g"), which read as amounts as ingredients do.
    static func isNutrition(_ lines: [String]) -> Bool {
        guard lines.count >= 3 else { return false }
        let facts = lines.lazy.filter { line in
            let words = TextPattern.folding(line).split { !$0.isLetter }
            return words.count <= 5 && words.contains { nutrients.contains(String($0)) }
        }
        return facts.count * 5 >= lines.count * 3
    }

    /// Nutrients and energy as nutrition tables name them, in the corpus's languages (folded).
    static let nutrients: Set<String> = [
        "fat", "fats", "saturates", "saturated", "carbs", "carbohydrate", "carbohydrates", "sugar", "sugars", "fibre", "fiber",
        "protein", "salt", "sodium", "cholesterol", "calories", "kcal", "kj", "energy",
        "fett", "kohlenhydrate", "zucker", "ballaststoffe", "eiweiss", "salz", "kalorien", "energie",
        "vet", "koolhydraten", "suikers", "vezels", "eiwit", "eiwitten", "zout",
        "grasas", "carbohidratos", "azucares", "fibra", "proteinas", "sal", "calorias",
        "grassi", "carboidrati", "zuccheri", "proteine", "calorie",
        "lipides", "glucides", "sucres", "fibres", "proteines", "sel",
        "tluszcz", "weglowodany", "cukry", "blonnik", "bialko", "sol", "kalorie",
    ]
}
