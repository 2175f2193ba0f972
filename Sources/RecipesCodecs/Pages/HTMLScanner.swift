import Foundation
import RecipesKit

/// Splits HTML into tags and text, decoding entities; comments, doctypes and processing instructions are dropped.
struct HTMLScanner {
    enum Token {
        case text(String)
        case open(name: String, attributes: [String: String], selfClosing: Bool)
        case close(name: String)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ html: String) {
        scalars = Array(html.unicodeScalars)
    }

    mutating func next() -> Token? {
        while index < scalars.count {
            if scalars[index] == "<" {
                if let token = tag() { return token }
                continue
            }
            let start = index
            while index < scalars.count && scalars[index] != "<" { index += 1 }
            return .text(HTMLEntities.decode(string(start, index)))
        }
        return nil
    }

    /// Everything up to `</name>` (not decoded: script and style bodies are code), and past it.
    mutating func rawText(until name: String) -> String {
        let start = index
        let closing = Array("</\(name)".unicodeScalars)
        while index < scalars.count {
            if scalars[index] == "<", index + closing.count <= scalars.count,
               zip(scalars[index..<(index + closing.count)], closing).allSatisfy({ $0.properties.lowercaseMapping == String($1) || $0 == $1 }) {
                let text = string(start, index)
                index += closing.count
                while index < scalars.count && scalars[index] != ">" { index += 1 }
                index = min(index + 1, scalars.count)
                return name == "title" || name == "textarea" ? HTMLEntities.decode(text) : text
            }
            index += 1
        }
        return string(start, index)
    }

    private mutating func tag() -> Token? {
        let start = index
        index += 1
        if starts(with: "!--") {
            index = find("-->").map { $0 + 3 } ?? scalars.count
            return nil
        }
        if index < scalars.count && (scalars[index] == "!" || scalars[index] == "?") {
            index = find(">").map { $0 + 1 } ?? scalars.count
            return nil
        }
        let closing = index < scalars.count && scalars[index] == "/"
        if closing { index += 1 }
        let nameStart = index
        while index < scalars.count && (scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || scalars[index] == "-" || scalars[index] == ":") {
            index += 1
        }
        let name = string(nameStart, index).lowercased()
        guard !name.isEmpty else {
            // A lone "<" is text.
            index = start + 1
            return .text("<")
        }
        var attributes: [String: String] = [:]
        var selfClosing = false
        while index < scalars.count && scalars[index] != ">" {
            let scalar = scalars[index]
            if scalar == "/" { selfClosing = true; index += 1; continue }
            if scalar.properties.isWhitespace { index += 1; continue }
            let attributeStart = index
            while index < scalars.count && !scalars[index].properties.isWhitespace && !["=", ">", "/"].contains(scalars[index]) { index += 1 }
            let attribute = string(attributeStart, index).lowercased()
            while index < scalars.count && scalars[index].properties.isWhitespace { index += 1 }
            var value = ""
            if index < scalars.count && scalars[index] == "=" {
                index += 1
                while index < scalars.count && scalars[index].properties.isWhitespace { index += 1 }
                if index < scalars.count && (scalars[index] == "\"" || scalars[index] == "'") {
                    let quote = scalars[index]
                    index += 1
                    let valueStart = index
                    while index < scalars.count && scalars[index] != quote { index += 1 }
                    value = string(valueStart, index)
                    index = min(index + 1, scalars.count)
                } else {
                    let valueStart = index
                    while index < scalars.count && !scalars[index].properties.isWhitespace && scalars[index] != ">" { index += 1 }
                    value = string(valueStart, index)
                }
            }
            if !attribute.isEmpty && attributes[attribute] == nil { attributes[attribute] = HTMLEntities.decode(value) }
            selfClosing = false
        }
        // Past the ">", or at the end of a page cut off inside a tag.
        index = min(index + 1, scalars.count)
        return closing ? .close(name: name) : .open(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    private func starts(with text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return index + wanted.count <= scalars.count && Array(scalars[index..<(index + wanted.count)]) == wanted
    }

    private func find(_ text: String) -> Int? {
        let wanted = Array(text.unicodeScalars)
        var position = index
        while position + wanted.count <= scalars.count {
            if Array(scalars[position..<(position + wanted.count)]) == wanted { return position }
            position += 1
        }
        return nil
    }

    private func string(_ start: Int, _ end: Int) -> String {
        let lower = min(start, scalars.count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<max(lower, min(end, scalars.count))])
        return String(view)
    }
}
