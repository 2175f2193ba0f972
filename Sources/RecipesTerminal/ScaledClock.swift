import RecipesKit

/// The monotonic clock, `scale` times faster than real time.
public struct ScaledClock: CookClock {
    private let start = ContinuousClock.now
    private let scale: Double

    /// Creates a clock running `scale` times faster than real time.
    public init(scale: Double = 1) {
        self.scale = scale
    }

    public func now() -> Double {
        let elapsed = start.duration(to: .now)
        return elapsed.inSeconds * scale
    }
}
