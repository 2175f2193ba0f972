import Foundation

/// An exact amount as recipes write them: `3`, `1/2`, `1 1/2`; always reduced, with a positive denominator.
public struct Fraction: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numerator; negative only for negative amounts.
    public let numerator: Int
    /// The denominator, at least 1.
    public let denominator: Int

    /// The fraction numerator/denominator, reduced; nil for a zero denominator or an overflow.
    public init?(_ numerator: Int, _ denominator: Int = 1) {
        // Int.min has no positive counterpart, so it cannot be reduced or negated.
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = Fraction.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = abs(denominator) / max(divisor, 1)
    }

    /// Reads `3`, `1/2`, `1.5` or `0.25` (as `--scale` takes them); nil for anything else.
    public init?(parsing text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let slash = text.firstIndex(of: "/") {
            guard let top = Int(text[..<slash]), let bottom = Int(text[text.index(after: slash)...]) else { return nil }
            self.init(top, bottom)
        } else if let dot = text.firstIndex(of: ".") {
            // The sign is read apart: "-0.5" is minus a half, where the whole part alone ("-0") has lost it.
            var whole = text[..<dot]
            let negative = whole.first == "-"
            if negative || whole.first == "+" { whole = whole.dropFirst() }
            let digits = String(text[text.index(after: dot)...])
            // Overflow-checked rather than capped at 12 characters, so that what the writer puts out
            // ("1121229827450.96 l") reads back.
            guard whole.allSatisfy(\.isASCIIDigit), let wholeValue = whole.isEmpty ? 0 : Int(whole),
                  digits.allSatisfy(\.isASCIIDigit), !digits.isEmpty, digits.count <= 18, let decimals = Int(digits) else { return nil }
            var scale = 1
            for _ in digits { scale *= 10 }
            guard case let (shifted, false) = wholeValue.multipliedReportingOverflow(by: scale),
                  case let (total, false) = shifted.addingReportingOverflow(decimals) else { return nil }
            self.init(negative ? -total : total, scale)
        } else {
            guard let whole = Int(text) else { return nil }
            self.init(whole, 1)
        }
    }

    /// The value as a `Double`, for conversions.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// Mixed-number form, as cooks write it: `1 1/2`, `3/4`, `2`.
    public var description: String {
        let whole = numerator / denominator
        let rest = abs(numerator % denominator)
        if rest == 0 { return String(whole) }
        if whole == 0 { return "\(numerator < 0 ? "-" : "")\(rest)/\(denominator)" }
        return "\(whole) \(rest)/\(denominator)"
    }

    /// The product; nil on overflow.
    public func multiplied(by other: Fraction) -> Fraction? {
        // Cross-reduce first so ordinary amounts never come near overflow.
        let left = Fraction.gcd(abs(numerator), other.denominator)
        let right = Fraction.gcd(abs(other.numerator), denominator)
        let (top, topOverflow) = (numerator / max(left, 1)).multipliedReportingOverflow(by: other.numerator / max(right, 1))
        let (bottom, bottomOverflow) = (denominator / max(right, 1)).multipliedReportingOverflow(by: other.denominator / max(left, 1))
        return topOverflow || bottomOverflow ? nil : Fraction(top, bottom)
    }

    /// The nearest amount a cook measures: a whole number of eighths or thirds, whichever is closer; an amount
    /// smaller than either stays exact (a thousandth of a cup is not an eighth).
    public var measurable: Fraction {
        // Amounts too large to round in an Int are left exact (and absurd) rather than trapping.
        if [1, 2, 3, 4, 8].contains(denominator) || abs(doubleValue) > 1e15 { return self }
        let value = doubleValue
        let eighths = Fraction(Int((value * 8).rounded()), 8) ?? self
        let thirds = Fraction(Int((value * 3).rounded()), 3) ?? self
        let best = abs(eighths.doubleValue - value) <= abs(thirds.doubleValue - value) ? eighths : thirds
        return best.numerator == 0 && numerator > 0 ? self : best
    }

    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        lhs.doubleValue < rhs.doubleValue
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Fraction {
    /// The vulgar fraction characters cooks write ("½", "⅔"), spelled with digits.
    static let vulgar: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5",
        "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]
}
