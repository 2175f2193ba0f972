import Foundation
import RecipesKit

extension JSONLDDecoder {
    /// A recipe's steps and each step's minutes, from `recipeInstructions` as pages write it: a text of lines,
    /// HowToSteps (their text, or their directions), HowToSections whose name prefixes their steps, and lists of these.
    func mapInstructions(_ value: Any?, notes: inout [String]) -> (steps: [String], minutes: [Int]) {
        var steps: [String] = []
        var minutes: [Int] = []
        // A section's name prefixes its steps ("Sauce: Warm the oil…"), so the steps still say what they belong to.
        func add(_ item: Any, path: String, section: String? = nil) {
            let prefix = section.map { $0 + ": " } ?? ""
            if let text = item as? String {
                // A single string is often the whole method, one step per line.
                for line in text.split(whereSeparator: \.isNewline) where !String(line).trimmed.isEmpty {
                    steps.append(prefix + String(line).trimmed)
                    minutes.append(0)
                }
            } else if let array = item as? [Any] {
                for (index, element) in array.enumerated() { add(element, path: "\(path)[\(index)]", section: section) }
            } else if let object = item as? [String: Any] {
                let type = (object["@type"] as? String) ?? ((object["@type"] as? [String])?.first) ?? ""
                let text = Self.nonEmptyText(object["text"])
                // A HowToStep may hold its text as directions and tips; a HowToSection's items, or those of a list of
                // no other type with no text of its own, are steps.
                let isStep = type.hasSuffix("HowToStep")
                let directions = isStep && text == nil ? Self.directions(object["itemListElement"]) : nil
                if type.hasSuffix("HowToSection") || (!isStep && text == nil), let elements = object["itemListElement"] {
                    let name = Self.text(object["name"]).map { Self.plain($0).trimmed }.flatMap { $0.isEmpty ? nil : $0 }
                    add(elements, path: path + ".itemListElement", section: name ?? section)
                } else if let text = text ?? directions ?? Self.nonEmptyText(object["name"]) {
                    var stepMinutes = 0
                    if let duration = Self.text(object["timeRequired"]) ?? Self.text(object["performTime"]) {
                        if let parsed = ISO8601Duration.minutes(duration) {
                            stepMinutes = parsed
                        } else {
                            notes.append("\(path): time \"\(duration)\" is not an ISO 8601 duration; left out")
                        }
                    }
                    // An untitled step of several sentences on lines of their own is as many steps, its time the
                    // first's; a titled one ("Prep") is one step of several paragraphs.
                    let title = Self.text(object["name"])
                    let titled = Self.titled(text, title)
                    for (offset, sentence) in (titled == text ? Self.sentenceLines(text) : [titled]).enumerated() {
                        steps.append(prefix + sentence)
                        minutes.append(offset == 0 ? stepMinutes : 0)
                    }
                } else {
                    notes.append("\(path): an instruction with no text was skipped")
                }
            }
        }
        if let value { add(value, path: "recipeInstructions") }
        return (steps, minutes)
    }

    /// A step's text as the lines it is written on, where each ends a sentence ("Cook the pasta.\nDrain it."); the
    /// text whole where a line breaks inside a sentence, or one has no end (a line after it might read as its title).
    static func sentenceLines(_ text: String) -> [String] {
        let lines = text.split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
        // Lines said twice (a fold done again) stay one step: split, the method would read as given twice over.
        guard lines.count > 1, Set(lines).count == lines.count, lines.allSatisfy({ $0.last.map { ".!?)".contains($0) } ?? false })
        else { return [text] }
        return lines
    }
}
