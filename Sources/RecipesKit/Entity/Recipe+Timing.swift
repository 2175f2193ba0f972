import Foundation

extension Recipe {
    /// The name without the spaces catalogs leave around it.
    public var displayName: String { name.trimmed }

    /// One timer per step: a catalog's `timers` shorter than `steps` means 0 minutes for the rest.
    public var stepMinutes: [Int] {
        steps.indices.map { $0 < timers.count ? timers[$0] : 0 }
    }

    /// The time the steps take together, in minutes.
    public var totalMinutes: Int {
        var total = 0
        for index in 0..<min(steps.count, timers.count) {
            total += timers[index]
        }
        return total
    }
}
