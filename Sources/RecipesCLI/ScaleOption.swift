import ArgumentParser
import RecipesKit

/// `--scale FACTOR`, shared by the commands that print quantities.
struct ScaleOption: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Multiply the quantities by FACTOR (2, 0.5 or 1/2); ones that cannot be read are kept as written.", valueName: "factor"))
    var scale: String?

    func validate() throws {
        _ = try factor()
    }

    /// The factor: a positive number up to 1000; nil when not given.
    func factor() throws -> Fraction? {
        guard let scale else { return nil }
        guard let factor = Fraction(parsing: scale), factor.numerator > 0, factor.doubleValue <= 1_000 else {
            throw ValidationError("--scale must be a number above 0 and at most 1000, such as 2, 0.5 or 1/2; got '\(scale)'")
        }
        return factor
    }
}
