import Foundation

/// ISO 8601 durations as schema.org writes times (`PT1H30M`, `P0DT45M`, `PT0.5H`), in whole minutes.
public enum ISO8601Duration {
    /// The duration in minutes (rounded to the nearest), or nil when `text` is not a duration.
    public static func minutes(_ text: String) -> Int? {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard upper.hasPrefix("P"), upper.count > 1 else { return nil }
        var seconds = 0.0
        var number = ""
        var inTime = false
        var sawUnit = false
        for character in upper.dropFirst() {
            if character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            if character == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            let unit: Double? = switch (character, inTime) {
            case ("W", false): 604_800
            case ("D", false): 86_400
            case ("H", true): 3_600
            case ("M", true): 60
            case ("S", true): 1
            default: nil
            }
            guard let unit else { return nil }
            seconds += value * unit
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit, seconds.isFinite, seconds < 1e12 else { return nil }
        return Int((seconds / 60).rounded())
    }

    /// `minutes` as an ISO 8601 duration: `PT7H16M`, `PT45M`, `PT0M`.
    public static func string(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }
}
