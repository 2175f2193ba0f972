import Foundation

/// What a plan entry and a pantry food may hold: bounded, printable, and sorted the way a day is eaten.
public enum PlanRules {
    /// The meals every plan knows, in the order of a day.
    public static let meals = ["breakfast", "lunch", "dinner", "snack"]
    /// The longest meal word, note and pantry food, in characters.
    public static let longestMeal = 40
    public static let longestNote = 500
    public static let longestFood = 100
    /// The most servings or the largest scale an entry may ask for.
    public static let mostServings = 1_000
    /// The most foods a pantry holds.
    public static let largestPantry = 500
    /// The most entries a plan holds (years of every meal), so no writer can make its pages and feed unbounded.
    public static let largestPlan = 10_000

    /// The meal as stored: trimmed, lowercased; nil when it is empty, too long, holds control characters or line
    /// breaks, or nothing visible (a zero-width space alone shows as a blank meal).
    public static func meal(_ text: String) -> String? {
        let word = text.trimmed.lowercased()
        guard !word.isEmpty, word.count <= longestMeal, !hasControlCharacters(word), word.unicodeScalars.contains(where: \.isVisible) else { return nil }
        return word
    }

    /// Why `draft` cannot be stored, in one line; nil when it can.
    public static func problem(with draft: PlanEntryDraft) -> String? {
        if let problem = mealProblem(draft.meal) { return problem }
        if let problem = problem(withNote: draft.note) { return problem }
        if let problem = problem(with: draft.portion) { return problem }
        if draft.day < CalendarDay.earliest || draft.day > CalendarDay.latest { return "the date must be between years 1 and 9999" }
        return nil
    }

    /// Why `note` cannot be stored; nil when it can.
    public static func problem(withNote note: String) -> String? {
        if note.count > longestNote { return "the note is longer than \(longestNote) characters" }
        if note.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
            return "the note holds control characters"
        }
        return nil
    }

    /// Why `portion` cannot be planned; nil when it can.
    public static func problem(with portion: PlanPortion) -> String? {
        switch portion {
        case .asWritten: nil
        case .servings(let count): (1...mostServings).contains(count) ? nil : "servings must be a whole number from 1 to \(mostServings); got \(count)"
        case .scale(let factor):
            factor.numerator > 0 && factor.doubleValue <= Double(mostServings) ? nil : "the scale must be above 0 and at most \(mostServings); got \(factor)"
        }
    }

    /// The pantry food as stored (trimmed) and its key (`IngredientLine.key`); nil when empty, too long or unprintable.
    public static func food(_ text: String) -> (name: String, key: String)? {
        let name = text.trimmed
        guard !name.isEmpty, name.count <= longestFood, !hasControlCharacters(name) else { return nil }
        let key = IngredientLine.key(for: name)
        return key.isEmpty ? nil : (name, key)
    }

    /// Minutes after midnight for `HH:MM` (24-hour, `7:30` too); nil for anything else.
    public static func minutes(parsing text: String) -> Int? {
        let parts = text.trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60 else { return nil }
        return hours * 60 + minutes
    }

    /// `18:30` for 1,110 minutes after midnight.
    public static func clock(_ minutes: Int) -> String {
        let (hours, rest) = (minutes / 60, minutes % 60)
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// Where `meal` sorts within a day: the known meals in their order, then the others alphabetically.
    public static func rank(of meal: String) -> Int {
        meals.firstIndex(of: meal) ?? meals.count
    }

    /// The entries in plan order: by day, by meal (known meals first, in a day's order), then as planned.
    public static func sorted(_ entries: [PlanEntry]) -> [PlanEntry] {
        entries.sorted { lhs, rhs in
            if lhs.day != rhs.day { return lhs.day < rhs.day }
            let (left, right) = (rank(of: lhs.meal), rank(of: rhs.meal))
            if left != right { return left < right }
            if lhs.meal != rhs.meal { return lhs.meal < rhs.meal }
            return lhs.id < rhs.id
        }
    }

    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control || RecipeValidator.breaksALine($0) }
    }
}
