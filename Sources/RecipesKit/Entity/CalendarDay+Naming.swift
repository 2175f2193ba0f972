import Foundation

extension CalendarDay {
    /// The weekdays' English names, Monday first (ISO order).
    public static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The day `text` names, seen from `today`: `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, or a weekday's name
    /// or its first three letters (`fri`: the next Friday, today when today is one; the last one with `looksBack`,
    /// for what was done); nil for anything else.
    public static func named(_ text: String, today: CalendarDay, looksBack: Bool = false) -> CalendarDay? {
        let word = text.trimmed.lowercased()
        if let day = CalendarDay(iso: word) { return day }
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        guard word.count >= 3, let index = weekdayNames.firstIndex(where: { $0 == word || ($0.hasPrefix(word) && word.count == 3) }) else {
            return nil
        }
        return looksBack
            ? today.adding(days: -((today.weekday - index - 1 + 7) % 7))
            : today.adding(days: (index + 1 - today.weekday + 7) % 7)
    }

    /// The weekday's English name, capitalized (`Monday`).
    public var weekdayName: String {
        Self.weekdayNames[weekday - 1].capitalized
    }
}
