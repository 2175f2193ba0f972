import Foundation
import RecipesKit
import Synchronization

/// The pool's use, counted as `PostgresLink` leases connections: postgres-nio's `PostgresClient` reports none of it.
final class PostgresPoolUse: ConnectionPoolReporting {
    private let state: Mutex<ConnectionPoolUse>

    /// Use of a pool that opens at most `capacity` connections.
    init(capacity: Int) {
        state = Mutex(ConnectionPoolUse(capacity: capacity))
    }

    func poolUse() -> ConnectionPoolUse { state.withLock { $0 } }

    /// A caller starts waiting for a connection; the ticket counts its lease and its end.
    func waiting() -> Ticket {
        state.withLock { $0.waiting += 1 }
        return Ticket(use: self)
    }

    /// One caller's wait and lease: leased once, ended once, whichever way the call goes.
    final class Ticket: Sendable {
        private let use: PostgresPoolUse
        private let since = ContinuousClock.now
        private let phase = Mutex(Phase.waiting)

        private enum Phase { case waiting, leased, ended }

        fileprivate init(use: PostgresPoolUse) {
            self.use = use
        }

        /// The caller was given a connection.
        func lease() {
            let waited = since.duration(to: .now)
            guard phase.withLock({ phase in
                guard phase == .waiting else { return false }
                phase = .leased
                return true
            }) else { return }
            use.state.withLock { use in
                use.waiting -= 1
                use.leased += 1
                use.leases += 1
                use.waited += waited
            }
        }

        /// The call is over: its connection is back, or it never got one.
        func end() {
            let was = phase.withLock { phase in
                defer { phase = .ended }
                return phase
            }
            switch was {
            case .waiting:
                // A wait given up (the deadline, a cancelled request) is waiting too: the pool was too busy for it.
                let waited = since.duration(to: .now)
                use.state.withLock { use in
                    use.waiting -= 1
                    use.waited += waited
                }
            case .leased: use.state.withLock { $0.leased -= 1 }
            case .ended: break
            }
        }
    }
}
