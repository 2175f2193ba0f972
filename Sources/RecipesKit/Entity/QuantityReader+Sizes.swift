import Foundation

extension QuantityReader {
    /// "Pinch", "Large pinch", "tsp": one unit written with no number (as a line's amount is kept when it starts so),
    /// and the words before it that say how big; nil (leaving the cursor) when the text is not one unit alone. A
    /// plural says no number ("Thin slices").
    mutating func readUnitAlone() -> (size: String, unit: MeasureUnit)? {
        let mark = index
        let size = readUnitQualifiers()
        let unitStart = index
        guard let unit = readUnit(), rest.isEmpty || rest.lowercased() == "of",
              !unit.isPlural(said: String(characters[unitStart..<index]).trimmed)
        else {
            index = mark
            return nil
        }
        return (size, unit)
    }

    /// "heaping", "loosely packed", "large", "thin": up to two words that say how full or how big one unit is, as the
    /// amount scanner knows them; empty (leaving the cursor) when none stand there.
    mutating func readUnitQualifiers() -> String {
        var scanner = AmountScanner(String(characters[index...]))
        guard scanner.skipUnitQualifiers() else { return "" }
        let words = String(characters[index..<(index + scanner.index)]).trimmed
        index += scanner.index
        return words
    }

    /// "(28-ounce) can", "14-ounce can", "x 400g tins", "15- to 16-ounce box", "2-inch knob", "1-inch thick slices": how
    /// big each one is, written between the count and its unit, and the unit; nil (leaving the cursor) when no unit
    /// that such a size measures follows.
    mutating func readPackageSize() -> (size: String, unit: MeasureUnit)? {
        let mark = index
        skipSpaces()
        let start = index
        var measure: MeasureUnit?
        if peek == "(" {
            guard skipParenthesisedNumber() else {
                index = mark
                return nil
            }
        } else {
            // "x 400g": each of the count holds so much.
            if let sign = peek, AmountScanner.times.contains(sign) {
                index += 1
                skipSpaces()
            }
            guard readAmount() != nil, let read = readUnit(), read.dimension != .count else {
                index = mark
                return nil
            }
            measure = read
            // "14.5 oz (410g) can": the size again in other units; "1-inch thick slices": which way a length measures.
            let afterMeasure = index
            skipSpaces()
            if !skipParenthesisedNumber() { index = afterMeasure }
            let beforeWay = index
            skipSpaces()
            if read.isLength, let word = AmountScanner.lengthWays.first(where: matchesWord) { index += word.count } else { index = beforeWay }
        }
        let end = index
        // After a size in parentheses a counted unit is the amount's ("1 (8-inch) strip"), not a measure ("½ (2 mL) tsp"
        // gives the amount again); after a measured size, only what it measures.
        guard let unit = readUnit(), measure.map({ AmountScanner.holds(unit, sizedBy: $0) }) ?? (unit.dimension == .count) else {
            index = mark
            return nil
        }
        return (String(characters[start..<end]).trimmingCharacters(in: .whitespaces), unit)
    }

    /// Skips "(…)" at the cursor when a digit is inside: whether it did.
    private mutating func skipParenthesisedNumber() -> Bool {
        guard peek == "(", let close = characters[index...].firstIndex(of: ")"),
              characters[index..<close].contains(where: { $0.isASCII && $0.isNumber }) else { return false }
        index = close + 1
        return true
    }
}
