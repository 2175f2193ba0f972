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
    init(environment: [String: String]) throws {
        if let fixed = environment["RECIPES_TODAY"], !fixed.isEmpty {
            guard let day = CalendarDay(iso: fixed) else { throw ValidationError("RECIPES_TODAY must be a date (YYYY-MM-DD); got '\(fixed.forMessage.terminalLine)'") }
            today = day
        } else {
            today = CalendarDay.today()
        }
        firstWeekday = PlanRules.firstWeekday(environment: environment)
    }

    /// The day `text` names (`--date`); a usage error saying what is accepted otherwise.
    func day(_ text: String, option: String = "--date") throws -> CalendarDay {
        do {
            return try PlanRules.day(text, field: option, today: today)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// This week (or the one holding `day`).
    func week(holding day: CalendarDay? = nil) -> ClosedRange<CalendarDay> {
        (day ?? today).week(startingOn: firstWeekday)
    }

    /// The range `--from` and `--to` name: a missing `--from` is the start of this week, a missing `--to` six days
    /// after `--from`.
    func range(from: String?, to: String?) throws -> ClosedRange<CalendarDay> {
        do {
            return try PlanRules.days(from: from, to: to, fields: ("--from", "--to"), today: today, firstWeekday: firstWeekday)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
