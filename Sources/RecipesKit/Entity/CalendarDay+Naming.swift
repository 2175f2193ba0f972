import Foundation

extension CalendarDay {
    /// The weekdays' English names, Monday first (ISO order).
    public static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The day `text` names, seen from `today`: `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, or a weekday's name
    /// or its first three letters (`fri`: the next Friday, today when today is one; the last one with `looksBack`,
    /// for what was done); nil for anything else, and for a day so named past the calendar's first or last day.
    public static func named(_ text: String, today: CalendarDay, looksBack: Bool = false) -> CalendarDay? {
        let word = text.trimmed.lowercased()
        if let day = CalendarDay(iso: word) { return day }
        guard let offset = offset(named: word, from: today, looksBack: looksBack) else { return nil }
        // Not `adding(days:)`, which stops at the calendar's ends: "tomorrow" on its last day is no day, not today.
        let ordinal = today.ordinal + offset
        return (earliest.ordinal...latest.ordinal).contains(ordinal) ? CalendarDay(ordinal: ordinal) : nil
    }

    /// Whether `text` names a day relative to today (`tomorrow`, `fri`), which may fall past the calendar's ends.
    public static func namesRelativeDay(_ text: String) -> Bool {
        offset(named: text.trimmed.lowercased(), from: CalendarDay(ordinal: 0), looksBack: false) != nil
    }

    /// How many days from `today` the relative word `word` (lowercased) names.
    private static func offset(named word: String, from today: CalendarDay, looksBack: Bool) -> Int? {
        switch word {
        case "today": return 0
        case "tomorrow": return 1
        case "yesterday": return -1
        default: break
        }
        guard word.count >= 3, let index = weekdayNames.firstIndex(where: { $0 == word || ($0.hasPrefix(word) && word.count == 3) }) else {
            return nil
        }
        return looksBack ? -((today.weekday - index - 1 + 7) % 7) : (index + 1 - today.weekday + 7) % 7
    }

    /// The weekday's English name, capitalized (`Monday`).
    public var weekdayName: String {
        Self.weekdayNames[weekday - 1].capitalized
    }
}
