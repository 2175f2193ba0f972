import Foundation
import Synchronization

/// Slows down guessing the write token: after `freeFailures` wrong tokens in a row from one client address, that
/// address is refused (429 with `Retry-After`) without its token being looked at, for 1 s, then 2 s, 4 s … at most
/// `longestLockout`; a right token, or a quiet `memory`, starts it over. A lockout only ever lasts as long as the
/// guessing does, so the owner is never locked out for good.
final class AuthenticationThrottle: Sendable {
    private struct Entry {
        var failures = 0
        var lockedUntil: ContinuousClock.Instant?
        var lastFailure = ContinuousClock.now
    }

    /// Wrong tokens in a row allowed before the first lockout.
    static let freeFailures = 5
    /// The longest lockout.
    static let longestLockout = Duration.seconds(60)
    /// How long an address's failures are remembered.
    static let memory = Duration.seconds(600)
    /// The most addresses remembered at once; past it the oldest quiet ones are forgotten first.
    static let maximumClients = 10_000

    private let entries = Mutex<[String: Entry]>([:])
    /// Clients the store counted no wrong tokens for, and when it said so: for `storeRecheck`, not read again.
    private let storeClean = Mutex<[String: ContinuousClock.Instant]>([:])
    /// How long a store's "no wrong tokens" for a client holds before it is read again: a writer sending many
    /// requests pays one read a second, not one a request (which cost a third of the writes' rate).
    static let storeRecheck = Duration.seconds(1)
    /// Counts of wrong tokens being written to the store now.
    private let storeWrites = Mutex(0)
    /// The most counts written to the store at once; a flood of wrong tokens is counted here past them.
    static let mostStoreWrites = 4
    /// What time it is; tests hold it still, so that no lockout runs out while a slow machine runs them.
    private let clock: @Sendable () -> ContinuousClock.Instant

    /// A throttle reading the time from `clock`.
    init(clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.clock = clock
    }

    /// How long `client` must wait before its token is looked at again, or nil when it may try now.
    func waitBeforeTrying(_ client: String, now: ContinuousClock.Instant? = nil) -> Duration? {
        let now = now ?? clock()
        return entries.withLock { entries in
            guard let until = entries[client]?.lockedUntil, now < until else { return nil }
            return now.duration(to: until)
        }
    }

    /// Notes a wrong token from `client`; returns how many in a row it has sent.
    @discardableResult
    func failed(_ client: String, now: ContinuousClock.Instant? = nil) -> Int {
        storeClean.withLock { _ = $0.removeValue(forKey: client) }
        let now = now ?? clock()
        return entries.withLock { entries in
            if entries.count >= Self.maximumClients { Self.forgetQuiet(&entries, now: now) }
            var entry = entries[client] ?? Entry()
            if entry.lastFailure.duration(to: now) > Self.memory { entry = Entry() }
            entry.failures += 1
            entry.lastFailure = now
            if entry.failures >= Self.freeFailures {
                let doublings = min(entry.failures - Self.freeFailures, 6)
                entry.lockedUntil = now + min(.seconds(1 << doublings), Self.longestLockout)
            }
            entries[client] = entry
            return entry.failures
        }
    }

    /// Whether the store said `client` had no wrong tokens less than `storeRecheck` ago (and none came since).
    func isKnownClean(_ client: String) -> Bool {
        let now = clock()
        return storeClean.withLock { $0[client].map { $0.duration(to: now) < Self.storeRecheck } ?? false }
    }

    /// Notes that the store counts no wrong tokens for `client` now.
    func noteClean(_ client: String) {
        let now = clock()
        storeClean.withLock { clean in
            if clean.count >= Self.maximumClients { clean = clean.filter { $0.value.duration(to: now) < Self.storeRecheck } }
            if clean.count >= Self.maximumClients { clean.removeAll() }
            clean[client] = now
        }
    }

    /// Takes one of the `mostStoreWrites` places for a count written to the store; false when all are taken.
    func enterStoreWrite() -> Bool {
        storeWrites.withLock { writes in
            guard writes < Self.mostStoreWrites else { return false }
            writes += 1
            return true
        }
    }

    /// Gives back a place `enterStoreWrite` took.
    func leaveStoreWrite() {
        storeWrites.withLock { $0 -= 1 }
    }

    /// Notes a right token from `client`: its failures are forgotten.
    func succeeded(_ client: String) {
        _ = entries.withLock { $0.removeValue(forKey: client) }
    }

    private static func forgetQuiet(_ entries: inout [String: Entry], now: ContinuousClock.Instant) {
        entries = entries.filter { $0.value.lastFailure.duration(to: now) <= memory && ($0.value.lockedUntil.map { now < $0 } ?? false) }
        if entries.count >= maximumClients { entries.removeAll() }
    }
}
