import Foundation

/// Reads how long a step takes from its text — "bake for 25 minutes", "simmer 1 hour 15 min", "3-4 hours",
/// "½ hour", "15 Minuten" — for pages that give no step times. Durations in one step add up; a range counts
/// its lower end (the time to check on the dish); seconds round up to a minute.
public enum StepTimeReader {
    /// The step's minutes, or nil when the text states no duration.
    public static func minutes(in text: String) -> Int? {
        let lowered = text.lowercased()
        let range = NSRange(lowered.startIndex..., in: lowered)
        var seconds = 0.0
        for match in pattern.matches(in: lowered, range: range) {
            guard let amountRange = Range(match.range(at: 1), in: lowered),
                  let unitRange = Range(match.range(at: 2), in: lowered),
                  let amount = number(String(lowered[amountRange]))
            else { continue }
            seconds += amount * unitSeconds(String(lowered[unitRange]))
        }
        guard seconds > 0 else { return nil }
        // Compared as a Double first: "99999999999999999999 hours" is past what an Int holds (or infinite).
        let minutes = (seconds / 60).rounded(.up)
        return minutes < Double(Recipe.maximumTimer) ? Int(minutes) : Recipe.maximumTimer
    }

    // An amount (digits, a decimal, a fraction, a mixed number or a word), an optional range's upper end, a unit.
    private static let pattern: NSRegularExpression = {
        let amount = #"(\d+\s*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?|[½¼¾⅓⅔]|half an?|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty)"#
        let upper = #"(?:\s*(?:-|–|to|or|bis|à|a)\s*(?:\d+(?:[.,]\d+)?|[½¼¾⅓⅔]))?"#
        let unit = #"\s*(hours?|hrs?\.?|h|heures?|horas?|stunden?|std\.?|ore|ora|uur|uren|minutes?|minuten|minutos?|minuti|minuto|minuut|mins?\.?|secs?\.?|seconds?|sekunden|segundos?|secondi)(?![a-zà-ÿ])"#
        // The pattern is a constant: failing to compile it is a programming error caught by the first test.
        guard let expression = try? NSRegularExpression(pattern: #"(?<![\w.,])"# + amount + upper + unit) else {
            preconditionFailure("StepTimeReader's pattern does not compile")
        }
        return expression
    }()

    private static func number(_ text: String) -> Double? {
        let words: [String: Double] = [
            "a": 1, "an": 1, "one": 1, "half a": 0.5, "half an": 0.5, "two": 2, "three": 3, "four": 4, "five": 5,
            "six": 6, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
        ]
        if let word = words[text] { return word }
        let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]
        var whole = text.trimmingCharacters(in: .whitespaces)
        var fraction = 0.0
        if let last = whole.last, let value = fractions[last] {
            fraction = value
            whole.removeLast()
            whole = whole.trimmingCharacters(in: .whitespaces)
        }
        if whole.isEmpty { return fraction }
        return Double(whole.replacingOccurrences(of: ",", with: ".")).map { $0 + fraction }
    }

    private static func unitSeconds(_ unit: String) -> Double {
        if unit.hasPrefix("h") || unit.hasPrefix("stund") || unit.hasPrefix("std") || ["ore", "ora", "uur", "uren"].contains(unit) { return 3_600 }
        if unit.hasPrefix("s") { return 1 }
        return 60
    }
}
