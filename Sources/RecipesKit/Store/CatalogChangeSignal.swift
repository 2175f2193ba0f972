import Foundation

/// What a change signal reports while it listens.
public enum CatalogChangeEvent: Sendable, Hashable {
    /// It is (again) connected and listening; writes made while it was not were not heard, so check the revision.
    case listening
    /// A write elsewhere committed this revision.
    case changed(revision: Int)
    /// The store answered a periodic check on the listening connection, heard back this long after its statement
    /// started (a wait for a connection aside): nothing was missed up to now, and a write's notification takes about
    /// as long to arrive (the listener's lag).
    case alive(heardAfter: Duration)
    /// The listening connection was lost (or never made), for this reason; it is being made again.
    case lost(reason: String)
}

/// Hears the writes other processes make to a store as they commit (PostgreSQL's LISTEN), so a replica need not
/// wait for its next revision check. A capability an opened store offers (`OpenedStore`).
public protocol CatalogChangeSignal: Sendable {
    /// Listens until the calling task is cancelled, reporting each event to `onEvent`; reconnects by itself, with
    /// a growing pause between attempts.
    func listen(_ onEvent: @escaping @Sendable (CatalogChangeEvent) async -> Void) async
}

extension CatalogChangeEvent {
    /// Whether this is a periodic check answered, whatever its lag.
    public var isAlive: Bool {
        if case .alive = self { return true }
        return false
    }
}
