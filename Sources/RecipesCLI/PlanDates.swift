import ArgumentParser
import Foundation
import RecipesKit

/// The days the CLI plans with: today in the local time zone (or `RECIPES_TODAY`, for scripts and tests), the
/// words `--date` takes, and where the locale starts a week.
struct PlanDates: Sendable {
    /// Today.
    var today: CalendarDay
    /// The first day of a week, ISO-numbered (1 Monday … 7 Sunday).
    var firstWeekday: Int

    /// The dates of `environment`: `RECIPES_TODAY` (YYYY-MM-DD) or the clock; the week starts on Monday unless
    /// `LC_ALL`, `LC_TIME` or `LANG` names a locale that starts it on another day.
    init(environment: [String: String], now: Date = Date()) throws {
        if let fixed = environment["RECIPES_TODAY"], !fixed.isEmpty {
            guard let day = CalendarDay(iso: fixed) else { throw ValidationError("RECIPES_TODAY must be a date (YYYY-MM-DD); got '\(fixed.forMessage.terminalLine)'") }
            today = day
        } else {
            let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: now)
            today = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDay(ordinal: 0)
        }
        firstWeekday = Self.firstWeekday(environment: environment)
    }

    /// The day `text` names (`--date`); a usage error saying what is accepted otherwise.
    func day(_ text: String, option: String = "--date") throws -> CalendarDay {
        guard let day = CalendarDay.named(text, today: today) else {
            throw ValidationError("\(option) must be a date (YYYY-MM-DD), today, tomorrow, yesterday or a weekday (monday, fri); got '\(text.forMessage.terminalLine)'")
        }
        return day
    }

    /// This week (or the one holding `day`).
    func week(holding day: CalendarDay? = nil) -> ClosedRange<CalendarDay> {
        (day ?? today).week(startingOn: firstWeekday)
    }

    /// The range `--from` and `--to` name: a missing `--from` is the start of this week, a missing `--to` six days
    /// after `--from`.
    func range(from: String?, to: String?) throws -> ClosedRange<CalendarDay> {
        let first = try from.map { try day($0, option: "--from") } ?? week().lowerBound
        let last = try to.map { try day($0, option: "--to") } ?? first.adding(days: 6)
        if let problem = MealPlanPresenter.problem(from: first, through: last) { throw ValidationError(problem) }
        return first...last
    }

    private static func firstWeekday(environment: [String: String]) -> Int {
        let name = ["LC_ALL", "LC_TIME", "LANG"].compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard !identifier.isEmpty, !["C", "POSIX"].contains(identifier) else { return 1 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        // Foundation numbers weekdays from Sunday (1); ISO from Monday (1).
        return (calendar.firstWeekday + 5) % 7 + 1
    }
}
