import Foundation

/// The measuring systems `--units` converts to.
public enum UnitSystem: String, Sendable, CaseIterable {
    /// Millilitres and litres, grams and kilograms, centimetres.
    case metric
    /// Teaspoons, tablespoons and cups; ounces and pounds; inches.
    case us
}

extension Quantity {
    /// The quantity in `system`'s units, multiplied by `factor`; nil when it has no amount, its unit is a count or
    /// unknown, or words before the unit say how full or how big one is. Volumes stay volumes and masses stay masses:
    /// converting between them would need a density, which a recipe does not give, so it is never guessed.
    public func converted(to system: UnitSystem, scaledBy factor: Fraction = .one) -> String? {
        // "2 heaping tablespoons" in millilitres would lose how heaped: it is scaled as written instead.
        guard let amount, let unit, size.isEmpty else { return nil }
        let (low, high): (Fraction, Fraction)
        switch amount {
        case .exact(let value): (low, high) = (value, value)
        case .range(let lower, let upper): (low, high) = (lower, upper)
        }
        guard let scaledLow = low.multiplied(by: factor), let scaledHigh = high.multiplied(by: factor) else { return nil }
        let base: Double
        let target: MeasureUnit
        switch unit.dimension {
        case .count:
            return nil
        case .volume(let millilitres):
            base = millilitres
            target = Quantity.volumeUnit(for: scaledHigh.doubleValue * millilitres, in: system)
        case .mass(let grams):
            base = grams
            target = Quantity.massUnit(for: scaledHigh.doubleValue * grams, in: system)
        case .length(let millimetres):
            base = millimetres
            target = Quantity.unit(system == .metric ? "cm" : "inch")
        }
        let targetSize: Double
        switch target.dimension {
        case .volume(let millilitres): targetSize = millilitres
        case .mass(let grams): targetSize = grams
        case .length(let millimetres): targetSize = millimetres
        case .count: return nil
        }
        guard let converted = Quantity.amount(scaledLow, scaledHigh, from: base, to: targetSize, exactRange: amount) else {
            return nil
        }
        return Quantity.write(converted, unit: target, remainder: remainder)
    }

    /// The amount in the target unit; nil when it is too large to hold exactly.
    private static func amount(_ low: Fraction, _ high: Fraction, from base: Double, to target: Double, exactRange: Amount) -> Amount? {
        func convert(_ value: Fraction) -> Fraction? {
            // Whole hundredths are plenty for a kitchen; the writer rounds further to what cooks measure.
            let hundredths = (value.doubleValue * base / target * 100).rounded()
            guard hundredths.isFinite, abs(hundredths) < 1e15 else { return nil }
            return Fraction(Int(hundredths), 100)
        }
        guard let lower = convert(low), let upper = convert(high) else { return nil }
        if case .range = exactRange { return .range(lower, upper) }
        return .exact(upper)
    }

    private static func volumeUnit(for millilitres: Double, in system: UnitSystem) -> MeasureUnit {
        switch system {
        case .metric: return unit(millilitres >= 1_000 ? "l" : "ml")
        case .us: return unit(millilitres >= 59 ? "cup" : millilitres >= 14.7 ? "tbsp" : "tsp")
        }
    }

    private static func massUnit(for grams: Double, in system: UnitSystem) -> MeasureUnit {
        switch system {
        case .metric: return unit(grams >= 1_000 ? "kg" : "g")
        case .us: return unit(grams >= 453.59237 ? "lb" : "oz")
        }
    }

    private static func unit(_ name: String) -> MeasureUnit {
        guard let unit = MeasureUnit.table[name] else { preconditionFailure("\(name) is in the unit table") }
        return unit
    }
}

extension Fraction {
    /// One.
    public static let one: Fraction = {
        guard let one = Fraction(1, 1) else { preconditionFailure("1/1 is a fraction") }
        return one
    }()
}
