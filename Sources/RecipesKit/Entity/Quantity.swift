import Foundation

/// An ingredient's quantity read from its text: an exact amount (or a range) and a known unit, or, when the
/// text has no amount to read, the text kept exactly as written.
public struct Quantity: Sendable, Hashable {
    /// How much: one amount, or a range such as `3-4`.
    public enum Amount: Sendable, Hashable {
        case exact(Fraction)
        case range(Fraction, Fraction)

        /// The upper end: what decides between `cup` and `cups`.
        var largest: Fraction {
            switch self {
            case .exact(let value): value
            case .range(_, let upper): upper
            }
        }
    }

    /// The text as the catalog wrote it.
    public let original: String
    /// The amount; nil when the text could not be read ("to taste", "a few").
    public let amount: Amount?
    /// The unit, when the word after the amount is one the table knows.
    public let unit: MeasureUnit?
    /// How big or how full each one is, written between the amount and the unit: a package's size ("(28-ounce)" in "1
    /// (28-ounce) can", "x 400g" in "2 x 400g tins") or words that qualify it ("large", "heaping"); empty when none is.
    public let size: String
    /// Words after the amount and unit, kept as written ("of", "large").
    public let remainder: String
    /// The unit's word as written ("tins"), so that it is written so again.
    let unitSaid: String

    /// Whether an amount was read (otherwise the quantity is shown as written).
    public var isParsed: Bool { amount != nil }

    /// Reads `1`, `1/2 cup`, `1 1/2 tbsp`, `2-1/2 cups`, `200g`, `1 tsp.`, `3-4 handfuls of`, `½`, `1 package`,
    /// `1 (28-ounce) can`…
    public init(parsing text: String) {
        original = text
        var reader = QuantityReader(text.withoutInvisibleMarks)
        // "Pinch", "Large pinch": one unit, as a line that starts with one keeps its amount.
        var alone = reader
        if let (size, unit) = alone.readUnitAlone() {
            // "Large pinch" doubled is "2 large pinches": the capital was the text's start.
            let said = size.prefix(1).lowercased() + size.dropFirst()
            (amount, self.size, self.unit, remainder, unitSaid) = (.exact(.one), said, unit, alone.rest, alone.lastWordRead)
            return
        }
        let read = reader.readAmount()
        var unit = read == nil ? nil : reader.readUnit() ?? reader.readUnitAfterOf()
        var size = ""
        if read != nil, unit == nil {
            if let sized = reader.readPackageSize() {
                (size, unit) = sized
            } else {
                // "2 heaping tablespoons", "1 large bunch": how full or how big each one is, before the unit.
                var qualified = reader
                let words = qualified.readUnitQualifiers()
                if !words.isEmpty, let after = qualified.readUnit() {
                    (size, unit, reader) = (words, after, qualified)
                }
            }
        }
        if unit != nil { reader.skipPluralEnding() }
        // A number word is an amount before a unit or alone: "One 14-ounce can", "Four"; not "a few", "A pat".
        guard let read, !reader.startsWithAWord || unit != nil || reader.rest.isEmpty else {
            (amount, self.unit, self.size, remainder, unitSaid) = (nil, nil, "", "", "")
            return
        }
        amount = read
        self.unit = unit
        self.size = size
        remainder = reader.rest
        unitSaid = unit == nil ? "" : reader.lastWordRead
    }

    /// The quantity multiplied by `factor`, written as cooks write it (`1 1/2 cups`, `600 ml`); nil when it
    /// has no amount to scale.
    public func scaled(by factor: Fraction) -> String? {
        guard let amount else { return nil }
        let scaled: Amount
        switch amount {
        case .exact(let value):
            guard let product = value.multiplied(by: factor) else { return nil }
            scaled = .exact(product)
        case .range(let lower, let upper):
            guard let low = lower.multiplied(by: factor), let high = upper.multiplied(by: factor) else { return nil }
            scaled = .range(low, high)
        }
        return Quantity.write(scaled, unit: unit, said: unitSaid, size: size, remainder: remainder)
    }

    /// Writes an amount with its package's size, unit and remainder: fractions in eighths or thirds, metric units in
    /// decimals.
    static func write(_ amount: Amount, unit: MeasureUnit?, said: String = "", size: String = "", remainder: String) -> String {
        let metric = unit?.isMetric ?? false
        func number(_ value: Fraction) -> String {
            if metric {
                // Grams and millilitres are whole from 10 up; litres and kilograms keep two decimals.
                let raw = value.doubleValue
                let large = unit?.takesTwoDecimals ?? false
                let rounded = large ? (raw * 100).rounded() / 100 : raw >= 10 ? raw.rounded() : (raw * 10).rounded() / 10
                // Past 1e15 a Double no longer holds every whole number: write the exact amount instead.
                guard abs(rounded) < 1e15 else { return value.description }
                guard rounded != rounded.rounded() else { return String(Int(rounded)) }
                // Fixed-point, never "%g": that turns 18078400.47 into "1.80784e+07", which reads back as 1.8.
                var decimal = String(format: "%.2f", rounded)
                while decimal.hasSuffix("0") { decimal.removeLast() }
                return decimal
            }
            return value.measurable.description
        }
        var text: String
        switch amount {
        case .exact(let value): text = number(value)
        case .range(let lower, let upper):
            // Rounding can meet the ends ("4 to 4 1/211" is "4-4"): one amount then, which reads back as written.
            let (low, high) = (number(lower), number(upper))
            text = low == high ? low : "\(low)-\(high)"
        }
        // "Two ½-inch slices" doubled is "4 (1/2-inch) slices": written bare, "4 1/2-inch" would read back as 4½ inches.
        if !size.isEmpty { text += " " + (size.prefix { $0.isNumber || $0 == "/" }.contains("/") ? "(\(size))" : size) }
        if let unit { text += " " + unit.written(for: amount.largest.measurable, said: said) }
        if !remainder.isEmpty { text += " " + remainder }
        return text
    }
}
