import Foundation

extension ShoppingList {
    /// The list with the items the pantry holds moved from the aisles to `pantry`: an item is the pantry's when its
    /// food's key (`IngredientLine.mergeKey`: any case and accents, the last word singular, no other name in
    /// parentheses) is a pantry food's key, whole, so "salt" sets aside "Salt" and "salts" but not "celery salt" or
    /// "salted butter".
    public func settingAside(pantry foods: [String]) -> ShoppingList {
        let keys = Set(foods.map { IngredientLine.mergeKey(for: $0) }.filter { !$0.isEmpty })
        guard !keys.isEmpty else { return self }
        var list = self
        var set: [Item] = []
        list.aisles = aisles.compactMap { aisle in
            var kept = aisle
            kept.items = aisle.items.filter { item in
                guard keys.contains(IngredientLine.mergeKey(for: item.name)) else { return true }
                set.append(item)
                return false
            }
            return kept.items.isEmpty ? nil : kept
        }
        list.pantry = pantry + set.sorted { $0.name.lowercased() < $1.name.lowercased() }
        return list
    }
}
