import Foundation

/// Writes minutes the way a recipe card does: `45 min`, `1 h 15 min`, `7 h`.
public enum DurationFormatter {
    /// `minutes` as hours and minutes; `0 min` for none.
    public static func string(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }
}
