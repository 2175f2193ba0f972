import Foundation
import RecipesCodecs
import RecipesKit
import Testing

@Suite struct PlanCalendarEncoderTests {
    func meal(_ id: Int, _ name: String, note: String = "", inCatalog: Bool = true) -> PlannedMealViewModel {
        let entry = PlanEntry(id: id, day: CalendarDay(iso: "2026-11-25")!, meal: "dinner", slug: "s\(id)", recipeName: name, portion: .servings(2), note: note)
        return PlannedMealViewModel(PlannedMeal(entry: entry, recipe: inCatalog ? Recipe(name: name, ingredients: [], steps: ["x"], timers: [0]) : nil))
    }

    /// The lines of a calendar with folded lines joined again, as RFC 5545 §3.1 unfolds them.
    func unfolded(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func textIsEscapedAndControlCharactersLeftOut() {
        let text = PlanCalendarEncoder.encode([meal(1, "A, B; C\\D", note: "one\r\ntwo\nthree\u{7}")], household: "h", stamp: Date(timeIntervalSince1970: 0))
        let lines = unfolded(text)
        #expect(lines.contains("SUMMARY:Dinner: A\\, B\\; C\\\\D (2 servings)"))
        #expect(lines.contains("DESCRIPTION:one\\ntwo\\nthree"))
        #expect(lines.contains("UID:plan-1-h@recipes"))
        #expect(lines.contains("DTSTAMP:19700101T000000Z"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261125"))
        #expect(lines.contains("DTEND;VALUE=DATE:20261126"))
    }

    @Test func longLinesAreFoldedAt75OctetsNeverInsideACharacter() {
        let name = String(repeating: "é🍮a\u{301}", count: 40)
        let text = PlanCalendarEncoder.encode([meal(7, name)], household: "h", stamp: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let physical = text.components(separatedBy: "\r\n")
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.contains { $0.hasPrefix(" ") })
        #expect(unfolded(text).contains("SUMMARY:Dinner: \(name) (2 servings)"))
    }

    @Test func aMealWithATimeIsAnHourLongFloatingEventAndOthersLastTheDay() {
        let text = PlanCalendarEncoder.encode([meal(1, "Soup"), meal(2, "Toast")], household: "h", stamp: Date(), times: ["dinner": 18 * 60 + 30])
        let lines = unfolded(text)
        #expect(lines.contains("DTSTART:20261125T183000"))
        #expect(lines.contains("DURATION:PT1H"))
        #expect(!lines.contains("DTSTART;VALUE=DATE:20261125"))
        let untimed = unfolded(PlanCalendarEncoder.encode([meal(1, "Soup")], household: "h", stamp: Date(), times: ["lunch": 720]))
        #expect(untimed.contains("DTSTART;VALUE=DATE:20261125"))
    }

    @Test func mealTimesAreReadAsTwentyFourHourClockTimes() {
        #expect(PlanRules.minutes(parsing: "18:30") == 1_110)
        #expect(PlanRules.minutes(parsing: " 7:05 ") == 425)
        #expect(PlanRules.minutes(parsing: "00:00") == 0)
        for text in ["24:00", "12:60", "12", "12:5", "1230", "-1:00", "ab:cd", "12:30:00", "１２:30", ""] {
            #expect(PlanRules.minutes(parsing: text) == nil, "\(text)")
        }
        #expect(PlanRules.clock(425) == "07:05")
        #expect(PlanRules.clock(1_439) == "23:59")
    }

    @Test func aMealNoLongerInTheCatalogSaysSoAndHasNoLink() {
        let text = PlanCalendarEncoder.encode([meal(3, "Gone", inCatalog: false)], household: "h", stamp: Date()) { "https://x/recipe/\($0)" }
        #expect(unfolded(text).contains("DESCRIPTION:No longer in the catalog."))
        #expect(!text.contains("URL:"))
        let linked = PlanCalendarEncoder.encode([meal(4, "Here")], household: "h", stamp: Date()) { "https://x/recipe/\($0)" }
        #expect(unfolded(linked).contains("URL:https://x/recipe/s4"))
    }
}
