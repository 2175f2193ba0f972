import Foundation

/// How a store's pool of connections is used, for an operator's metrics: what it holds now, and in all since it
/// started.
public struct ConnectionPoolUse: Sendable, Hashable {
    /// The most connections the pool opens.
    public var capacity: Int
    /// Connections leased to a statement or a transaction now.
    public var leased: Int
    /// Callers waiting for a connection now.
    public var waiting: Int
    /// Leases granted since the pool started.
    public var leases: Int
    /// The time callers waited for a connection since the pool started, in all (waits given up included).
    public var waited: Duration

    /// Creates a reading of a pool's use.
    public init(capacity: Int, leased: Int = 0, waiting: Int = 0, leases: Int = 0, waited: Duration = .zero) {
        self.capacity = capacity
        self.leased = leased
        self.waiting = waiting
        self.leases = leases
        self.waited = waited
    }
}

/// A store's pool of connections, read for metrics (PostgreSQL's); a capability an opened store offers.
public protocol ConnectionPoolReporting: Sendable {
    /// The pool's use now.
    func poolUse() -> ConnectionPoolUse
}
