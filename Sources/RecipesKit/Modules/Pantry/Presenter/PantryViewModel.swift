import Foundation

/// The pantry after a request: its foods, and what the request changed.
public struct PantryViewModel: Sendable, Hashable {
    /// The foods, alphabetically, with who added each.
    public var foods: [PantryFood]
    /// Foods added or removed by the request.
    public var changed: [String]
    /// Foods the request left as they were (already there, or not there to remove).
    public var unchanged: [String]
    /// What the request did.
    public var request: PantryRequest
}
