import Foundation

// bytes as UTF-8 → Quantity parsing, scaling, unit conversion (and the scale factor and ISO 8601 duration
// readers, and the whole ingredient-line reader: a line ending "or to taste" once trapped it): no trap, and a quantity written back (scaled by one) reads as the same unit and remainder; the
// same amount too when writing did not round it (a non-metric amount already in eighths or thirds) and the
// remainder does not start with a digit, '-' or the range word "to".

private let factors = ["2", "1/3", "1.5", "0.25", "1000", "7/8"].compactMap { Fraction(parsing: $0) }

private func endpoints(_ amount: Quantity.Amount) -> [Fraction] {
    switch amount {
    case .exact(let value): [value]
    case .range(let lower, let upper): [lower, upper]
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let line = IngredientLine(parsing: text)
    _ = line.foodKey
    if line.food.unicodeScalars.contains(where: { $0.value < 0x20 }) { fuzzFailure("\(text.debugDescription) read to a food with a control character") }
    _ = Fraction(parsing: text)?.measurable.description
    _ = ISO8601Duration.minutes(text).map(ISO8601Duration.string(minutes:))

    let quantity = Quantity(parsing: text)
    for factor in factors {
        _ = quantity.scaled(by: factor)
        for system in UnitSystem.allCases { _ = quantity.converted(to: system, scaledBy: factor) }
    }
    guard let amount = quantity.amount else { return 0 }
    guard let written = quantity.scaled(by: .one) else { fuzzFailure("\(text.debugDescription) parsed but did not scale by one") }
    // Left out: a remainder that starts with a digit or a range's "-" or "to" ("4/2 1/2 cups" is 2 and "1/2 cups",
    // written "2 1/2 cups"), which no writer can keep apart from the amount. "to" is a range word whenever no letter
    // follows it, as the reader takes it ("12 to72337 l" is a range).
    let rest = quantity.remainder.lowercased()
    let ambiguous = rest.first.map { ($0.isASCII && $0.isNumber) || $0 == "-" || $0 == "–" } ?? false
        || (rest.hasPrefix("to") && !(rest.dropFirst(2).first?.isLetter ?? false))
        // or one that starts with a combining mark, which joins the space written before it into one character.
        || (quantity.remainder.unicodeScalars.first.map { [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory) } ?? false)
    let again = Quantity(parsing: written)
    guard ambiguous || (again.unit == quantity.unit && again.remainder == quantity.remainder && again.isParsed) else {
        fuzzFailure("\(text.debugDescription) was written \(written.debugDescription), which reads back as \(again)")
    }
    let exact = endpoints(amount).allSatisfy { $0.measurable == $0 }
    if exact, !ambiguous, !(quantity.unit?.isMetric ?? false), again.amount != amount {
        fuzzFailure("\(text.debugDescription) (\(amount)) was written \(written.debugDescription), which reads back as \(again.amount.map(String.init(describing:)) ?? "nil")")
    }
    for system in UnitSystem.allCases {
        guard let converted = quantity.converted(to: system), endpoints(amount).allSatisfy({ abs($0.doubleValue) < 1e6 }) else { continue }
        let read = Quantity(parsing: converted)
        guard ambiguous || (read.isParsed && read.unit != nil && read.remainder == quantity.remainder) else {
            fuzzFailure("\(text.debugDescription) converted to \(system) is \(converted.debugDescription), which reads back as \(read)")
        }
    }
    return 0
}
