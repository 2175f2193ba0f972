import Foundation

extension ShoppingList {
    /// The list for `recipes` with quantities multiplied by `scale`. Items merge by food, across recipes and aisles
    /// (the ingredient's `food`, else the food read from its name: trimmed, any case and accents, size and
    /// preparation words left out, the last word singular), so "1 tsp salt" in Condiments and "1/4 tsp salt" in
    /// Baking are one line; the aisle is the first one a recipe gave it, else `guessAisle`'s, else Other. tsp, tbsp
    /// and cup are summed together, as are g and kg, ml and l, oz and lb, and counts of the same unit; other
    /// amounts stay side by side; the notes ("diced") are kept beside the item.
    public init(recipes: [Recipe], scale: Fraction = .one, guessAisle: (String) -> String? = { _ in nil }) {
        self.init(portions: recipes.map { ($0, scale) }, guessAisle: guessAisle)
        self.scale = scale
    }

    /// The list for a plan with nothing planned from `days.lowerBound` through `days.upperBound`: no recipes, no items.
    public init(nothingPlanned days: ClosedRange<CalendarDay>) {
        self.init(portions: [])
        plan = days
    }

    /// The list for each recipe scaled by its own factor (a meal plan's entries), merged as `init(recipes:)`
    /// merges; a recipe given twice counts twice. `scale` is one; `recipes` names each recipe once.
    public init(portions: [(recipe: Recipe, scale: Fraction)], guessAisle: (String) -> String? = { _ in nil }) {
        var tallies: [String: Tally] = [:]
        var order: [String] = []
        for (recipe, scale) in portions {
            for ingredient in recipe.ingredients {
                // Reading a line runs the tagger: only for an ingredient that was never read. One that names its food
                // was read whole, its amount with it, and has no note when it gives none: its name alone reads
                // otherwise ("crushed tomatoes" after "1 (14-ounce) can" is the food, not tomatoes crushed).
                let line = ingredient.food == nil ? IngredientLine(reading: ingredient.name) : nil
                let read = line.map { $0.food.isEmpty ? ingredient.name : $0.food } ?? ingredient.name
                let food = (ingredient.food ?? read).trimmed
                guard !food.isEmpty else { continue }
                let key = IngredientLine.mergeKey(for: food)
                var tally = tallies[key] ?? Tally(name: food)
                if tallies[key] == nil { order.append(key) }
                if tally.aisle == nil, !ingredient.type.trimmed.isEmpty { tally.aisle = ingredient.type.trimmed }
                let note = (ingredient.note ?? line?.note ?? "").trimmed
                if !note.isEmpty && !tally.notes.contains(note) { tally.notes.append(note) }
                tally.add(Quantity(parsing: ingredient.quantity), scaledBy: scale, for: recipe.displayName)
                tallies[key] = tally
            }
        }
        var aisles: [String: (name: String, items: [(key: String, item: Item)])] = [:]
        for key in order {
            guard let tally = tallies[key] else { continue }
            let aisle = tally.aisle ?? guessAisle(tally.name) ?? "Other"
            let aisleKey = TextPattern.folding(aisle)
            aisles[aisleKey, default: (aisle, [])].items.append((TextPattern.folding(tally.name), tally.item))
        }
        var names: [String] = []
        var named: Set<String> = []
        for (recipe, _) in portions where named.insert(recipe.displayName).inserted { names.append(recipe.displayName) }
        self.recipes = names
        self.scale = .one
        self.aisles = aisles.sorted { lhs, rhs in
            lhs.key == "other" || rhs.key == "other" ? rhs.key == "other" && lhs.key != "other" : lhs.key < rhs.key
        }.map { _, aisle in
            Aisle(name: aisle.name, items: aisle.items.sorted { $0.key < $1.key }.map(\.item))
        }
    }
}

/// The running totals for one ingredient: one sum per family of compatible units, and what could not be read.
private struct Tally {
    /// Units that can be summed together, and the unit their sum is kept in.
    enum Family: Hashable {
        case usVolume, metricVolume, usMass, metricMass
        /// A count of one unit; how big each is ("(28-ounce)", "large", "(15 ounces)", folded by `sizeKey`) sets it apart
        /// from the same unit's other sizes.
        case counted(MeasureUnit, size: String = "", remainder: String = "")
        case bare(remainder: String)

        var baseUnit: MeasureUnit? {
            switch self {
            case .usVolume: MeasureUnit.table["tsp"]
            case .metricVolume: MeasureUnit.table["ml"]
            case .usMass: MeasureUnit.table["oz"]
            case .metricMass: MeasureUnit.table["g"]
            case .counted(let unit, _, _): unit
            case .bare: nil
            }
        }
    }

    struct Sum {
        var low: Fraction
        var high: Fraction
        var isRange: Bool
    }

    let name: String
    var aisle: String?
    var notes: [String] = []
    var sums: [Family: Sum] = [:]
    /// How each family's size and remainder were first written, to write its sum with.
    var words: [Family: (said: String, size: String, remainder: String)] = [:]
    var order: [Family] = []
    var unreadable: [String] = []
    var recipes: [String] = []

    init(name: String) {
        self.name = name
    }

    mutating func add(_ quantity: Quantity, scaledBy scale: Fraction, for recipe: String) {
        if !recipes.contains(recipe) { recipes.append(recipe) }
        guard let amount = quantity.amount else {
            let text = quantity.original.trimmed
            if !text.isEmpty && !unreadable.contains(text) { unreadable.append(text) }
            return
        }
        let family = Tally.family(of: quantity)
        let (low, high, isRange): (Fraction, Fraction, Bool) = switch amount {
        case .exact(let value): (value, value, false)
        case .range(let lower, let upper): (lower, upper, true)
        }
        let factor = Tally.factor(from: quantity.unit, to: family.baseUnit).multiplied(by: scale)
        guard let factor, let scaledLow = low.multiplied(by: factor), let scaledHigh = high.multiplied(by: factor) else {
            unreadable.append(quantity.original.trimmed)
            return
        }
        guard var sum = sums[family] else {
            sums[family] = Sum(low: scaledLow, high: scaledHigh, isRange: isRange)
            words[family] = (quantity.unitSaid, quantity.size, Tally.sizeAside(quantity) ?? "")
            order.append(family)
            return
        }
        guard let newLow = sum.low.adding(scaledLow), let newHigh = sum.high.adding(scaledHigh) else {
            unreadable.append(quantity.original.trimmed)
            return
        }
        sum = Sum(low: newLow, high: newHigh, isRange: sum.isRange || isRange)
        sums[family] = sum
    }

    var item: ShoppingList.Item {
        let amounts = order.compactMap { family -> String? in
            guard let sum = sums[family] else { return nil }
            return Tally.write(sum, family: family, words: words[family] ?? ("", "", ""))
        }
        return ShoppingList.Item(name: name, amounts: amounts + unreadable, recipes: recipes, notes: notes)
    }

    static func family(of quantity: Quantity) -> Family {
        guard let unit = quantity.unit else { return .bare(remainder: quantity.remainder.lowercased()) }
        // "1 can (15 ounces)" and "1 (28-ounce) can" are other cans than "1 can", "1 large head" another head than "1
        // head", and "2 heaping tablespoons" no level ones: what to buy, and how much, is kept.
        let aside = sizeAside(quantity)
        if !quantity.size.isEmpty || aside != nil {
            return .counted(unit, size: sizeKey(quantity.size), remainder: sizeKey(aside ?? ""))
        }
        // Another language's unit is the cook's word ("2 EL", "1 Prise"): summed in it, never written as its kin.
        if unit.isForeign { return .counted(unit) }
        switch unit.dimension {
        case .volume: return unit.isMetric ? .metricVolume : .usVolume
        case .mass: return unit.isMetric ? .metricMass : .usMass
        // A length is how big a piece is ("2-inch piece of ginger"): pieces of one size add up, lengths in other
        // units are listed apart.
        case .count, .length: return .counted(unit)
        }
    }

    /// How many base units one `unit` is, exactly for the table's units (3 tsp to the tbsp, 1000 g to the kg).
    static func factor(from unit: MeasureUnit?, to base: MeasureUnit?) -> Fraction {
        guard let unit, let base, unit != base else { return .one }
        let ratio: Double = switch (unit.dimension, base.dimension) {
        case (.volume(let size), .volume(let baseSize)), (.mass(let size), .mass(let baseSize)): size / baseSize
        default: 1
        }
        return Fraction(Int((ratio * 24_000).rounded()), 24_000) ?? .one
    }

    /// A package's size in parentheses after it ("(15 ounces)" in "1 can (15 ounces)"); nil for other words after a
    /// unit ("of", ", drained"), which say nothing about what to buy.
    static func sizeAside(_ quantity: Quantity) -> String? {
        let remainder = quantity.remainder.trimmed
        guard quantity.unit?.isPackage == true, remainder.hasPrefix("("), remainder.hasSuffix(")"),
              remainder.contains(where: { $0.isASCII && $0.isNumber }) else { return nil }
        return remainder
    }

    /// A size folded so that its spellings meet: "(28-ounce)", "28-ounce" and "(28 ounce)"; "x 400g" and "x 400 g".
    static func sizeKey(_ size: String) -> String {
        String(size.lowercased().filter { !"() -".contains($0) && !$0.isWhitespace })
    }

    /// A sum written in the unit a cook would measure it in: cups from a quarter cup, litres from 1000 ml, and so on.
    static func write(_ sum: Sum, family: Family, words: (said: String, size: String, remainder: String)) -> String {
        var unit = family.baseUnit
        let steps: [(String, Double)] = switch family {
        case .usVolume: [("cup", 12), ("tbsp", 3)]
        case .metricVolume: [("l", 1_000)]
        case .usMass: [("lb", 16)]
        case .metricMass: [("kg", 1_000)]
        case .counted, .bare: []
        }
        var low = sum.low
        var high = sum.high
        // The largest unit the amount reaches and can be measured in exactly (7 tsp is 2 1/3 tbsp, not 0.15 cup).
        for (name, threshold) in steps where high.doubleValue >= threshold {
            guard let larger = MeasureUnit.table[name] else { continue }
            let factor = factor(from: larger, to: family.baseUnit)
            guard let inverse = Fraction(factor.denominator, factor.numerator),
                  let newLow = low.multiplied(by: inverse), let newHigh = high.multiplied(by: inverse),
                  larger.isMetric || (newLow.measurable == newLow && newHigh.measurable == newHigh) else { continue }
            (low, high, unit) = (newLow, newHigh, larger)
            break
        }
        let (said, size, remainder) = switch family {
        case .bare(let words): ("", "", words)
        case .counted: words
        default: ("", "", "")
        }
        let amount: Quantity.Amount = sum.isRange && low != high ? .range(low, high) : .exact(high)
        return Quantity.write(amount, unit: unit, said: said, size: size, remainder: remainder)
    }
}

extension Fraction {
    /// The sum; nil on overflow.
    func adding(_ other: Fraction) -> Fraction? {
        let (left, leftOverflow) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (right, rightOverflow) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (bottom, bottomOverflow) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !leftOverflow, !rightOverflow, !bottomOverflow else { return nil }
        let (top, topOverflow) = left.addingReportingOverflow(right)
        return topOverflow ? nil : Fraction(top, bottom)
    }
}
