import Foundation

/// Why a day, a range of days or a meal a request names cannot be used, in one line naming the field.
public struct PlanRuleError: Error, Sendable, Hashable {
    /// The line.
    public let message: String
}

extension PlanRules {
    /// The day `text` names for the field `field` (`--date`, `from`), seen from `today`; or the error saying what is
    /// accepted.
    public static func day(_ text: String, field: String, today: CalendarDay) throws(PlanRuleError) -> CalendarDay {
        guard let day = CalendarDay.named(text, today: today) else {
            if CalendarDay.namesRelativeDay(text) {
                throw PlanRuleError(message: "\(field) '\(text.forMessage.terminalLine)' falls outside years 1 to 9999 (today is \(today.iso))")
            }
            throw PlanRuleError(message: "\(field) must be a date (YYYY-MM-DD), today, tomorrow, yesterday or a weekday (monday, fri); got '\(text.forMessage.terminalLine)'")
        }
        return day
    }

    /// The first day of a week (ISO-numbered: 1 Monday … 7 Sunday) where the locale `LC_ALL`, `LC_TIME` or `LANG`
    /// in `environment` names starts it; Monday for none, `C` or `POSIX`. The CLI and the service start weeks alike.
    public static func firstWeekday(environment: [String: String]) -> Int {
        let name = ["LC_ALL", "LC_TIME", "LANG"].compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard !identifier.isEmpty, !["C", "POSIX"].contains(identifier) else { return 1 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        // Foundation numbers weekdays from Sunday (1); ISO from Monday (1).
        return (calendar.firstWeekday + 5) % 7 + 1
    }

    /// The days `from` and `to` name (the fields `fields`): a missing `from` is the start of `today`'s week (weeks
    /// starting on `firstWeekday`, ISO-numbered), a missing `to` six days after `from`; at most `MealPlanPresenter.longestRange`.
    public static func days(
        from: String?, to: String?, fields: (from: String, to: String), today: CalendarDay, firstWeekday: Int
    ) throws(PlanRuleError) -> ClosedRange<CalendarDay> {
        let first = try from.map { text throws(PlanRuleError) in try day(text, field: fields.from, today: today) }
            ?? today.week(startingOn: firstWeekday).lowerBound
        let last = try to.map { text throws(PlanRuleError) in try day(text, field: fields.to, today: today) } ?? first.adding(days: 6)
        if let problem = MealPlanPresenter.problem(from: first, through: last) {
            // Said naming the fields, and where a day came from: a `to` alone meets this week's start.
            let start = from == nil ? "\(fields.from) (not given: this week's first day, \(first))" : "\(fields.from) (\(first))"
            throw PlanRuleError(message: first > last ? "\(fields.to) (\(last)) is before \(start)" : problem)
        }
        return first...last
    }

    /// Why `text` is not a meal, naming `field` (`--meal`, `the meal`); nil when it is one.
    public static func mealProblem(_ text: String, field: String = "the meal") -> String? {
        meal(text) == nil
            ? "\(field) must be a word of 1 to \(longestMeal) characters (breakfast, lunch, dinner, snack, or your own); got '\(text.forMessage.terminalLine)'"
            : nil
    }
}
