import Foundation
import ServiceLifecycle

/// Ends the process when stopping takes too long: a service still waiting on a peer that stopped answering (a
/// PostgreSQL connection to a stalled server) must not keep the process, and its port, after SIGTERM.
struct ShutdownWatchdog: Service {
    /// How long after the shutdown begins the process is ended.
    let limit: Duration
    /// Says why the process ends, then ends it.
    let expire: @Sendable () -> Void

    func run() async {
        // Returns when the shutdown begins, or throws when the group is cancelled: either way, the clock starts.
        try? await gracefulShutdown()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let expire = self.expire
        // A thread of its own, not a task: the concurrency pool may be what is stuck.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: seconds)
            expire()
        }
    }
}
