import Foundation
import RecipesKit

extension TerminalView: PersonalViewProtocol {
    /// A recipe's marks as labelled lines (what changed said first, on standard error); the log a day per line.
    public func show(personal: PersonalShown) async {
        switch personal {
        case .recipe(let recipe):
            if let change = TerminalView.said(recipe) { console.writeMessage(change) }
            console.writeText(TerminalView.render(recipe))
        case .log(let person, let lines):
            if lines.isEmpty {
                console.writeMessage(person.isHousehold ? "nothing cooked yet; log it with: recipes cooked NAME" : "\(person) has logged no cooking yet")
                return
            }
            console.writeText(lines.map { line in
                "\(line.day.iso)  \(line.day.weekdayName.prefix(3))  \(line.recipeName.terminalLine)" + (line.inCatalog ? "" : "  (no longer in the catalog)") + "\n"
            }.joined())
        }
    }

    /// The recipe's name, then its rating, note and cooking, each on lines of its own.
    static func render(_ recipe: PersonalRecipeViewModel) -> String {
        let marks = recipe.marks
        var lines = [recipe.recipeName.terminalLine + (recipe.inCatalog ? "" : "  (no longer in the catalog)")]
        if let rating = marks.rating {
            lines.append("  rating   " + String(repeating: "★", count: rating) + String(repeating: "☆", count: PersonalRules.ratings.upperBound - rating) + "  \(rating)/\(PersonalRules.ratings.upperBound)")
        } else {
            lines.append("  rating   none")
        }
        if marks.isFavorite { lines.append("  favorite yes") }
        if marks.note.isEmpty {
            lines.append("  note     none")
        } else {
            let noteLines = marks.note.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalLine }
            lines.append("  note     " + noteLines.joined(separator: "\n           "))
        }
        if let last = marks.lastCooked {
            let times = marks.cooked.count == 1 ? "once" : "\(marks.cooked.count) times"
            lines.append("  cooked   \(times), last on \(last.iso) (\(last.weekdayName))")
        } else {
            lines.append("  cooked   never")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line saying what a change did, as the favorites and pantry commands say it; nil for a `show`.
    static func said(_ recipe: PersonalRecipeViewModel) -> String? {
        guard let change = recipe.changes.last else { return nil }
        let name = "'\(recipe.recipeName.terminalLine)'"
        if recipe.changedNothing {
            return switch change {
            case .rating(let rating?): "\(name) is rated \(rating)/\(PersonalRules.ratings.upperBound) already; nothing changed"
            case .rating(nil): "\(name) has no rating; nothing changed"
            case .note(let note): note.isEmpty ? "\(name) has no note; nothing changed" : "the note on \(name) says that already; nothing changed"
            case .cooked(let day): "\(name) was logged as cooked on \(day.iso) already; nothing changed"
            case .uncooked(let day): "\(name) was not logged on \(day.iso); nothing changed"
            case .favorite(let on): on ? "\(name) is a favorite already; nothing changed" : "\(name) is not a favorite; nothing changed"
            }
        }
        return switch change {
        case .rating(let rating?): "rated \(name) \(rating)/\(PersonalRules.ratings.upperBound)"
        case .rating(nil): "took the rating of \(name) away"
        case .note(let note): note.isEmpty ? "took the note on \(name) away" : "kept the note on \(name)"
        case .cooked(let day): "logged \(name) as cooked on \(day.iso)"
        case .uncooked(let day): "took \(day.iso) out of the log of \(name)"
        case .favorite(let on): on ? "marked \(name) a favorite" : "unmarked \(name)"
        }
    }
}
