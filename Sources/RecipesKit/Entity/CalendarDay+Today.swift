import Foundation

extension CalendarDay {
    /// Today in this process's time zone (the household's, where the server runs).
    @Sendable public static func today() -> CalendarDay {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDay(ordinal: 0)
    }
}
