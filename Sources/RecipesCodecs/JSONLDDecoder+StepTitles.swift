import Foundation
import RecipesKit

extension JSONLDDecoder {
    /// How the note says that an ingredient list given twice, in two unit systems, was kept once.
    static let otherUnitsNote = "recipeIngredient: the same list again in other units; kept once"

    /// How the note says that steps were joined to their titles.
    static let joinedTitlesNote = "recipeInstructions: a step's title and its text, given apart, were joined as one step"

    /// `steps` with each title given as a step of its own ("1 Cook the farro", "Lemon cream") joined to the step
    /// after it as "Title: text", as a `HowToSection`'s name is; `minutes` follow. A title is short (60 characters,
    /// eight words at most) and ends without a sentence's punctuation, and the step after it is longer and ends
    /// with one: a method written without full stops throughout has no titles told apart, and keeps its steps.
    static func joiningTitles(_ steps: [String], minutes: [Int], notes: inout [String]) -> (steps: [String], minutes: [Int]) {
        var joined: [String] = []
        var joinedMinutes: [Int] = []
        var index = 0
        while index < steps.count {
            if index + 1 < steps.count, isTitle(steps[index], of: steps[index + 1]) {
                joined.append(steps[index] + ": " + steps[index + 1])
                joinedMinutes.append(minutes[index] + minutes[index + 1])
                index += 2
            } else {
                joined.append(steps[index])
                joinedMinutes.append(minutes[index])
                index += 1
            }
        }
        if joined.count < steps.count { notes.append(joinedTitlesNote) }
        return (joined, joinedMinutes)
    }

    /// Whether `step` reads as the title of `next`.
    private static func isTitle(_ step: String, of next: String) -> Bool {
        guard step.count <= 60, step.split(separator: " ").count <= 8, let last = step.last, !".!?:;)".contains(last),
              next.count > step.count, let nextLast = next.last, ".!?)".contains(nextLast)
        else { return false }
        return true
    }
}
