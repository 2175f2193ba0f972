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
                    steps.append(prefix + Self.titled(text, Self.text(object["name"])))
                    var stepMinutes = 0
                    if let duration = Self.text(object["timeRequired"]) ?? Self.text(object["performTime"]) {
                        if let parsed = ISO8601Duration.minutes(duration) {
                            stepMinutes = parsed
                        } else {
                            notes.append("\(path): time \"\(duration)\" is not an ISO 8601 duration; left out")
                        }
                    }
                    minutes.append(stepMinutes)
                } else {
                    notes.append("\(path): an instruction with no text was skipped")
                }
            }
        }
        if let value { add(value, path: "recipeInstructions") }
        return (steps, minutes)
    }
}
