import Foundation
import RecipesKit

/// Writes the meal plan as an iCalendar document (RFC 5545): one all-day event per planned meal, with a UID that
/// stays the same for as long as the entry lives, text escaped and lines folded as the RFC asks.
public enum PlanCalendarEncoder {
    /// The longest line, in octets, before it is folded (RFC 5545 §3.1).
    static let foldWidth = 75

    /// The calendar for `meals`; `link` gives the address of a recipe's page (nil: none), `stamp` is when it was
    /// made (UTC), and `household` tells one household's UIDs from another's. A meal with a time in `times`
    /// (minutes after midnight) is an hour from then, in the calendar app's own zone (a floating time); others
    /// last the whole day.
    public static func encode(
        _ meals: [PlannedMealViewModel], household: String, stamp: Date, times: [String: Int] = [:],
        link: (String) -> String? = { _ in nil }
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recipes//Meal plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:Meal plan",
        ]
        let stamped = timestamp(stamp)
        for meal in meals {
            var summary = "\(meal.meal.capitalized): \(meal.recipeName)"
            if !meal.portion.label.isEmpty { summary += " (\(meal.portion.label))" }
            var description = meal.note
            if !meal.isInCatalog { description += (description.isEmpty ? "" : "\n") + "No longer in the catalog." }
            lines += [
                "BEGIN:VEVENT",
                "UID:plan-\(meal.id)-\(household)@recipes",
                "DTSTAMP:\(stamped)",
            ]
            if let minutes = times[meal.meal] {
                let clock = PlanRules.clock(minutes).replacingOccurrences(of: ":", with: "")
                lines += ["DTSTART:\(compact(meal.day))T\(clock)00", "DURATION:PT1H"]
            } else {
                // The last day a plan may name has no next day to end on: it lasts a day instead.
                let end = meal.day < .latest ? "DTEND;VALUE=DATE:\(compact(meal.day.adding(days: 1)))" : "DURATION:P1D"
                lines += ["DTSTART;VALUE=DATE:\(compact(meal.day))", end]
            }
            lines += [
                "SUMMARY:\(escape(summary))",
                "CATEGORIES:\(escape(meal.meal))",
                "TRANSP:TRANSPARENT",
            ]
            if !description.isEmpty { lines.append("DESCRIPTION:\(escape(description))") }
            if meal.isInCatalog, let url = link(meal.slug) { lines.append("URL:\(url)") }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map { fold($0) + "\r\n" }.joined()
    }

    /// TEXT escaped (RFC 5545 §3.3.11): backslash, semicolon and comma backslashed, line breaks as `\n`, other
    /// control characters (which a property value cannot hold) left out.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n", "\r": escaped += "\\n"
            default:
                if scalar.properties.generalCategory == .control && scalar != "\t" { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `line` folded into lines of at most 75 octets, each continuation starting with a space, never inside a
    /// character's UTF-8 bytes.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > foldWidth else { return line }
        var folded = ""
        var width = 0
        // By code point, not by character: a character of many combining marks may need several lines.
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if width + size > foldWidth {
                folded += "\r\n "
                width = 1
            }
            folded.unicodeScalars.append(scalar)
            width += size
        }
        return folded
    }

    private static func compact(_ day: CalendarDay) -> String {
        day.iso.replacingOccurrences(of: "-", with: "")
    }

    private static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = CalendarDay(ordinal: Int((Double(seconds) / 86_400).rounded(.down)))
        let rest = seconds - day.ordinal * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(compact(day))T\(two(rest / 3_600))\(two(rest % 3_600 / 60))\(two(rest % 60))Z"
    }
}
