import Foundation

extension UInt64 {
    /// The high and low halves of this value's full product with `multiplier`, folded together: the mixing step of
    /// the index's key hash and of the chunked digest.
    package func foldedProduct(_ multiplier: UInt64) -> UInt64 {
        let (high, low) = multipliedFullWidth(by: multiplier)
        return high ^ low
    }
}
