import Foundation

extension Duration {
    /// The duration in seconds, as a floating-point number: for metrics, clocks and messages.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
