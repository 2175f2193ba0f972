import Foundation

/// Which recipes an export writes.
public enum ExportRequest: Sendable, Hashable {
    /// Every recipe of the catalog.
    case all
    /// The recipes these names mean, in this order.
    case named([String])
}
