import Foundation
import RecipesKit

extension JSONLDDecoder {
    /// A page's JSON-LD that is almost JSON, as real pages write it: raw control characters (newlines, tabs) inside
    /// strings, commas before `}` or `]`, or the whole script HTML-escaped (`&quot;`). Nil when repairs do not help.
    static func repairedJSON(_ script: String) -> Any? {
        for candidate in [script, HTMLEntities.decode(script)] {
            let repaired = withoutTrailingCommas(escapingControlCharacters(candidate))
            if let object = try? JSONSerialization.jsonObject(with: Data(repaired.utf8)) { return object }
        }
        return nil
    }

    /// Control characters inside strings written as JSON escapes (outside strings they are whitespace anyway).
    static func escapingControlCharacters(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for scalar in text.unicodeScalars {
            if inString && scalar.value < 0x20 {
                result.append(contentsOf: (scalar == "\n" ? "\\n" : scalar == "\t" ? "\\t" : scalar == "\r" ? "\\r" : " ").unicodeScalars)
                escaped = false
                continue
            }
            result.append(scalar)
            if escaped { escaped = false } else if scalar == "\\" && inString { escaped = true } else if scalar == "\"" { inString.toggle() }
        }
        return String(result)
    }

    /// Commas followed (past whitespace) by `}` or `]`, outside strings, removed.
    static func withoutTrailingCommas(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for (index, scalar) in scalars.enumerated() {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "," {
                let next = scalars[(index + 1)...].first { !$0.properties.isWhitespace }
                if next == "}" || next == "]" { continue }
            }
            result.append(scalar)
        }
        return String(result)
    }
}
