import Foundation

/// The catalog's positions in each order `--sort` offers, worked out once, with the keys they were sorted by so
/// that a write can move one recipe instead of sorting again. Ties keep catalog order, as `RecipeOrdering` does.
struct SortOrders: Sendable, Equatable {
    /// Each recipe's name folded as the name order compares it.
    private var names: [String]
    /// Each recipe's total minutes.
    private var minutes: [Int]
    /// Each recipe's ingredient count.
    private var counts: [Int]
    /// The positions by name, by time and by ingredient count.
    private(set) var byName: [Int32] = []
    private(set) var byTime: [Int32] = []
    private(set) var byIngredients: [Int32] = []

    /// No keys yet; `appendKeys(of:)` adds them, `sort()` orders them once the parts of a build are joined.
    init() {
        names = []
        minutes = []
        counts = []
    }

    /// Appends the keys of the recipe at the next position, unsorted.
    mutating func appendKeys(of recipe: Recipe) {
        names.append(SortOrders.nameKey(recipe))
        minutes.append(recipe.totalMinutes)
        counts.append(recipe.ingredients.count)
    }

    /// The name key `RecipeOrdering.sorted(.name)` compares.
    static func nameKey(_ recipe: Recipe) -> String {
        String(decoding: TextPattern.fold(recipe.name), as: UTF8.self)
    }

    /// The total minutes of the recipe at `position`, as `Recipe.totalMinutes` gives them.
    func minutes(at position: Int) -> Int {
        minutes[position]
    }

    /// The positions in `sort`'s order.
    func positions(by sort: RecipeSort) -> [Int32] {
        switch sort {
        case .name: byName
        case .time: byTime
        case .ingredients: byIngredients
        }
    }

    /// Appends the keys of the recipes after these (a later part of a parallel build).
    mutating func appendKeys(of later: SortOrders) {
        names += later.names
        minutes += later.minutes
        counts += later.counts
    }

    /// Sorts every order from the keys.
    mutating func sort() {
        let all = (0..<Int32(names.count)).map { $0 }
        byName = all.sorted { lessByName($0, $1) }
        byTime = all.sorted { lessByTime($0, $1) }
        byIngredients = all.sorted { lessByIngredients($0, $1) }
    }

    /// Puts `recipe` at `position` (a new last position, or one whose recipe it replaces) in every order.
    mutating func place(_ recipe: Recipe, at position: Int) {
        let place = Int32(position)
        if position < names.count {
            byName.removeAll { $0 == place }
            byTime.removeAll { $0 == place }
            byIngredients.removeAll { $0 == place }
            names[position] = SortOrders.nameKey(recipe)
            minutes[position] = recipe.totalMinutes
            counts[position] = recipe.ingredients.count
        } else {
            // Positions are dense: a new recipe is the next one.
            precondition(position == names.count, "a new recipe must take the next position")
            appendKeys(of: recipe)
        }
        byName.insert(place, at: SortOrders.insertionPoint(of: place, in: byName, lessByName))
        byTime.insert(place, at: SortOrders.insertionPoint(of: place, in: byTime, lessByTime))
        byIngredients.insert(place, at: SortOrders.insertionPoint(of: place, in: byIngredients, lessByIngredients))
    }

    private func lessByName(_ lhs: Int32, _ rhs: Int32) -> Bool {
        let left = names[Int(lhs)], right = names[Int(rhs)]
        return left < right || (left == right && lhs < rhs)
    }

    private func lessByTime(_ lhs: Int32, _ rhs: Int32) -> Bool {
        let left = minutes[Int(lhs)], right = minutes[Int(rhs)]
        return left < right || (left == right && lhs < rhs)
    }

    private func lessByIngredients(_ lhs: Int32, _ rhs: Int32) -> Bool {
        let left = counts[Int(lhs)], right = counts[Int(rhs)]
        return left < right || (left == right && lhs < rhs)
    }

    private static func insertionPoint(of place: Int32, in order: [Int32], _ less: (Int32, Int32) -> Bool) -> Int {
        var low = 0, high = order.count
        while low < high {
            let middle = (low + high) / 2
            if less(order[middle], place) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
