import Foundation

/// What a rating, a note and a cooking log may hold, checked the same by the CLI, the service and every store.
public enum PersonalRules {
    /// The ratings a person may give.
    public static let ratings = 1...5
    /// The longest note, in characters.
    public static let longestNote = 4_000
    /// The most cooked days one person logs, over all recipes.
    public static let mostCookedDays = 10_000

    /// Why `rating` cannot be given, or nil when it can.
    public static func ratingProblem(_ rating: Int) -> String? {
        ratings.contains(rating) ? nil : "a rating is a whole number from \(ratings.lowerBound) to \(ratings.upperBound); got \(rating)"
    }

    /// Why `note` cannot be kept, or nil when it can: at most `longestNote` characters, with new lines and tabs but
    /// no other control characters.
    public static func noteProblem(_ note: String) -> String? {
        let note = self.note(note)
        if note.count > longestNote { return "a note may be at most \(longestNote) characters; got \(note.count)" }
        if note.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
            return "a note may hold new lines and tabs but no other control characters"
        }
        return nil
    }

    /// `note` as kept: Windows and old Mac line ends as new lines, blank lines and spaces trimmed at both ends.
    public static func note(_ note: String) -> String {
        note.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The day `text` names for a cooking log, seen from `today` (`fri` is the last Friday, today included); nil
    /// for anything else.
    public static func cookedDay(_ text: String, today: CalendarDay) -> CalendarDay? {
        CalendarDay.named(text, today: today, looksBack: true)
    }

    /// Why `day` cannot be logged as cooked when it is `today` where the log is kept: a day later than `today`, or,
    /// with `aheadAllowed` (a service whose clients may be a time zone ahead), later than tomorrow.
    public static func cookedDayProblem(_ day: CalendarDay, today: CalendarDay, aheadAllowed: Bool = false) -> String? {
        day > today.adding(days: aheadAllowed ? 1 : 0) ? "a cooked day cannot be in the future; got \(day.iso)" : nil
    }

    /// Why `change` cannot be made, or nil when it can.
    public static func problem(with change: PersonalChange) -> String? {
        switch change {
        case .rating(let rating?): ratingProblem(rating)
        case .note(let note): noteProblem(note)
        case .favorite, .rating(nil), .cooked, .uncooked: nil
        }
    }
}
