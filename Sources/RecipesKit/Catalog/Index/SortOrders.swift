import Foundation

/// The catalog's positions in each order `--sort` offers, worked out once, with the keys they were sorted by so
/// that a write can move one recipe instead of sorting again. Ties keep catalog order, as `RecipeOrdering` does.
///
/// Names are kept only until the first sort: a million of them take 80 MB as strings, and a write compares its
/// recipe's name with about twenty others, read from the catalog then (`place(_:at:names:)`).
struct SortOrders: Sendable, Equatable {
    /// Each recipe's name folded as the name order compares it, while a build is under way; empty once sorted.
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
        TextPattern.folding(recipe.name)
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
        let all = (0..<Int32(minutes.count)).map { $0 }
        byName = all.sorted { lessByName($0, $1) }
        byTime = all.sorted { lessByTime($0, $1) }
        byIngredients = all.sorted { lessByIngredients($0, $1) }
        names = []
    }

    /// Puts `recipe` at `position` (a new last position, or one whose recipe it replaces) in every order;
    /// `names` gives the name of the recipe at another position, for the name order's comparisons.
    mutating func place(_ recipe: Recipe, at position: Int, names: (Int) -> String) {
        let place = Int32(position)
        if position < minutes.count {
            byName.removeAll { $0 == place }
            byTime.removeAll { $0 == place }
            byIngredients.removeAll { $0 == place }
            minutes[position] = recipe.totalMinutes
            counts[position] = recipe.ingredients.count
        } else {
            // Positions are dense: a new recipe is the next one.
            precondition(position == minutes.count, "a new recipe must take the next position")
            minutes.append(recipe.totalMinutes)
            counts.append(recipe.ingredients.count)
        }
        let key = SortOrders.nameKey(recipe)
        let nameInsertion = SortOrders.insertionPoint(of: place, in: byName) { other, _ in
            let otherKey = TextPattern.folding(names(Int(other)))
            return otherKey < key || (otherKey == key && other < place)
        }
        byName.insert(place, at: nameInsertion)
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
