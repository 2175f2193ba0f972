import Foundation
import RecipesKit

// The numeric fields of a recipe: timers (minutes per step) and servings.
extension CatalogParser {
    mutating func parseTimers() throws(CatalogDecodingError) -> [Int]? {
        var timers: [Int] = []
        return try parseTimers(into: &timers) ? timers : nil
    }

    /// Appends the timers at the cursor (`null` is none) to `timers`; false after recording a mismatch.
    mutating func parseTimers(into timers: inout [Int]) throws(CatalogDecodingError) -> Bool {
        if byte == .n {
            try expectLiteral("null")
            return true
        }
        if readPlainTimers(into: &timers) { return true }
        return try parseArray(at: "timers") { parser, position throws(CatalogDecodingError) in
            guard parser.byte == .minus || parser.byte.isDigit else {
                try parser.mismatch(at: "timers[\(position)]", expected: "a number of minutes")
                return
            }
            let start = parser.index
            let number = try parser.parseNumber()
            guard let minutes = number else {
                let found = parser.text(from: start)
                parser.recordFieldError(at: "timers[\(position)]", "expected a whole number of minutes, found \(found)")
                return
            }
            guard minutes >= 0 || parser.keepsNegativeTimers else {
                let found = parser.text(from: start)
                parser.recordFieldError(at: "timers[\(position)]", "timer must not be negative, found \(found)")
                return
            }
            guard minutes <= CatalogDecoder.maximumTimer else {
                let found = parser.text(from: start)
                parser.recordFieldError(
                    at: "timers[\(position)]", "timer is too large, found \(found) (at most \(CatalogDecoder.maximumTimer) minutes)")
                return
            }
            if parser.materializes { timers.append(minutes) }
        }
    }

    /// Reads the timers at the cursor when they are written as Python and the encoder write them, `[0, 10, 5]`:
    /// numbers of up to three digits (none negative, none too large) after `, ` or `,`, with no other white space.
    /// True when it read them all; false, the cursor and `timers` as they were, for any other array, which the
    /// general reading takes (with its errors). Nearly every catalog's timers: one tight loop, no closure per item.
    private mutating func readPlainTimers(into timers: inout [Int]) -> Bool {
        let start = index, kept = timers.count
        guard byte == .openBracket else { return false }
        index += 1
        if byte == .closeBracket {
            index += 1
            return true
        }
        while let minutes = shortWholeNumber() {
            if materializes { timers.append(minutes) }
            if byte == .closeBracket {
                index += 1
                return true
            }
            guard byte == .comma else { break }
            index += 1
            if byte == .space { index += 1 }
        }
        index = start
        timers.removeSubrange(kept...)
        return false
    }

    /// Reads a serving count (a whole number from 1) or `null`.
    mutating func parseServings() throws(CatalogDecodingError) -> Int? {
        if byte == .n {
            try expectLiteral("null")
            return nil
        }
        guard byte == .minus || byte.isDigit else {
            try mismatch(at: "servings", expected: "a number of servings")
            return nil
        }
        let start = index
        let number = try parseNumber()
        guard let servings = number, servings >= 1, servings <= CatalogDecoder.maximumServings else {
            let found = text(from: start)
            recordFieldError(at: "servings", "servings must be a whole number from 1 to \(CatalogDecoder.maximumServings), found \(found)")
            return nil
        }
        return servings
    }
}
