import Foundation

/// A day of the proleptic Gregorian calendar, with no time and no time zone: what a meal plan is made of.
///
/// Days are counted from 1970-01-01 with integer arithmetic, so a day means the same thing in every process,
/// whatever its locale or zone; turning "now" into a day is the caller's, at its edge.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let ordinal: Int

    /// The first and last days a plan may name: years 1 to 9999, as `YYYY-MM-DD` can write them.
    public static let earliest = CalendarDay(ordinal: -719_162)
    public static let latest = CalendarDay(ordinal: 2_932_896)

    /// Creates the day `ordinal` days after 1970-01-01.
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day with this year, month (1–12) and day of the month; nil when there is no such day (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.length(ofMonth: month, in: year) else {
            return nil
        }
        // Days from civil (H. Hinnant): years start in March so the leap day is the last day of a year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        self.ordinal = era * 146_097 + dayOfEra - 719_468
    }

    /// Reads `YYYY-MM-DD` exactly (ISO 8601's calendar date); nil for anything else.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The year, month and day of the month.
    public var components: (year: Int, month: Int, day: Int) {
        let shifted = ordinal + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week, ISO 8601's way: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (4).
        ((ordinal % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let (year, month, day) = components
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { iso }

    /// The day `count` days later (earlier when negative), kept within `earliest...latest`.
    public func adding(days count: Int) -> CalendarDay {
        let (sum, overflow) = ordinal.addingReportingOverflow(count)
        if overflow { return count < 0 ? .earliest : .latest }
        return CalendarDay(ordinal: min(max(sum, Self.earliest.ordinal), Self.latest.ordinal))
    }

    /// The week holding this day, starting on `firstWeekday` (ISO: 1 Monday … 7 Sunday): its first and last days.
    public func week(startingOn firstWeekday: Int) -> ClosedRange<CalendarDay> {
        let start = adding(days: -((weekday - firstWeekday + 7) % 7))
        return start...start.adding(days: 6)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.ordinal < rhs.ordinal }

    private static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
