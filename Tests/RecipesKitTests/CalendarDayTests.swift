import Foundation
import RecipesKit
import Testing

@Suite struct CalendarDayTests {
    @Test func ordinalsAgreeWithFoundationsGregorianCalendarAcrossCenturies() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Every 97th day from 1600 to 2400: leap centuries (1600, 2000, 2400) and common ones (1700, 1900, 2100).
        for ordinal in stride(from: -135_140, through: 157_000, by: 97) {
            let day = CalendarDay(ordinal: ordinal)
            let date = Date(timeIntervalSince1970: TimeInterval(ordinal) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            #expect(day.components == (parts.year!, parts.month!, parts.day!), "\(ordinal)")
            #expect(CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!) == day)
            #expect(day.weekday == (parts.weekday! + 5) % 7 + 1, "\(day)")
            #expect(CalendarDay(iso: day.iso) == day)
        }
    }

    @Test func onlyRealDaysInExactlyYYYYMMDDAreRead() {
        #expect(CalendarDay(iso: "2024-02-29")?.iso == "2024-02-29")
        for text in ["2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "26-11-25", "2026-11-5", "2026/11/25", "２０２６-11-25", "+026-11-25", "", "0000-01-01"] {
            #expect(CalendarDay(iso: text) == nil, "\(text)")
        }
        #expect(CalendarDay.earliest.iso == "0001-01-01")
        #expect(CalendarDay.latest.iso == "9999-12-31")
        #expect(CalendarDay.latest.adding(days: .max) == .latest)
        #expect(CalendarDay.earliest.adding(days: .min) == .earliest)
    }

    @Test func namedDaysAreSeenFromTodayAndAWeekdayIsTheNextOneTodayIncluded() throws {
        let wednesday = try #require(CalendarDay(iso: "2026-11-25"))
        #expect(wednesday.weekdayName == "Wednesday")
        #expect(CalendarDay.named("today", today: wednesday) == wednesday)
        #expect(CalendarDay.named(" Tomorrow ", today: wednesday)?.iso == "2026-11-26")
        #expect(CalendarDay.named("yesterday", today: wednesday)?.iso == "2026-11-24")
        #expect(CalendarDay.named("wednesday", today: wednesday) == wednesday)
        #expect(CalendarDay.named("FRI", today: wednesday)?.iso == "2026-11-27")
        #expect(CalendarDay.named("monday", today: wednesday)?.iso == "2026-11-30")
        #expect(CalendarDay.named("2027-01-01", today: wednesday)?.iso == "2027-01-01")
        for text in ["fr", "frid", "someday", "next friday", ""] {
            #expect(CalendarDay.named(text, today: wednesday) == nil, "\(text)")
        }
    }

    @Test func aDayNamedPastTheCalendarsEndsIsNoDayNotTheLastOne() throws {
        #expect(CalendarDay.named("tomorrow", today: .latest) == nil)
        #expect(CalendarDay.named("yesterday", today: .earliest) == nil)
        #expect(CalendarDay.named("today", today: .latest) == .latest)
        #expect(CalendarDay.named("mon", today: .latest) == nil, "9999-12-31 is a Friday; the next Monday is past it")
        #expect(CalendarDay.named("fri", today: .latest) == .latest)
        #expect(CalendarDay.named("sat", today: .earliest, looksBack: true) == nil, "0001-01-01 is a Monday")
        do {
            _ = try PlanRules.day("tomorrow", field: "--date", today: .latest)
            Issue.record("tomorrow on the calendar's last day was read")
        } catch {
            #expect(error.message == "--date 'tomorrow' falls outside years 1 to 9999 (today is 9999-12-31)")
        }
    }

    @Test func aWeekStartsOnTheGivenWeekday() throws {
        let wednesday = try #require(CalendarDay(iso: "2026-11-25"))
        let monday = wednesday.week(startingOn: 1)
        #expect(monday.lowerBound.iso == "2026-11-23")
        #expect(monday.upperBound.iso == "2026-11-29")
        let sunday = wednesday.week(startingOn: 7)
        #expect(sunday.lowerBound.iso == "2026-11-22")
        #expect(try #require(CalendarDay(iso: "2026-11-22")).week(startingOn: 1).lowerBound.iso == "2026-11-16")
    }
}
