import Foundation

/// How failed sign-ins slow the next attempt, counted per account and per client address in the store: free
/// attempts first, then a wait that doubles with each failure, up to a cap. An IPv6 client is counted by its /64. The account's cap is short, so a
/// guesser elsewhere can never keep its owner out for more than a minute; the address's is long. Wrong API tokens
/// are counted per address too (`tokenSubject`), with the short cap: behind a proxy every client has its address.
public enum SignInThrottle {
    /// Failures allowed before any wait.
    public static let freeAttempts = 5
    /// The longest wait an account's failures impose, in seconds.
    public static let accountCap: TimeInterval = 60
    /// The longest wait an address's failures impose, in seconds.
    public static let addressCap: TimeInterval = 900
    /// Failures older than this are forgotten.
    public static let forgetAfter: TimeInterval = 86_400
    /// Wrong tokens older than this are forgotten: a client with a stale token fails now and then, and must not
    /// build a day's count on an address others share.
    public static let tokenForgetAfter: TimeInterval = 600

    /// How long `subject`'s failures are remembered.
    public static func forgetAfter(for subject: String) -> TimeInterval {
        subject.hasPrefix("token:") ? tokenForgetAfter : forgetAfter
    }

    /// The subjects a sign-in attempt is counted under: the account's key and the client's network
    /// (`ClientNetwork.counted`).
    public static func subjects(account: String, address: String) -> [String] {
        ["account:" + (AccountRules.name(account)?.key ?? String(account.lowercased().prefix(64))), "address:" + ClientNetwork.counted(address)]
    }

    /// The subject wrong API tokens from `address`'s network are counted under.
    public static func tokenSubject(address: String) -> String {
        "token:" + ClientNetwork.counted(address)
    }

    /// Seconds to wait before the next attempt given each subject's failures at `now`; nil when none.
    public static func wait(_ failures: [String: SignInFailures], at now: Date) -> TimeInterval? {
        let waits = failures.compactMap { subject, record -> TimeInterval? in
            let elapsed = now.timeIntervalSince(record.last)
            guard record.count >= freeAttempts, elapsed < forgetAfter(for: subject) else { return nil }
            let cap = subject.hasPrefix("address:") ? addressCap : accountCap
            let wait = min(cap, pow(2, Double(min(record.count - freeAttempts, 20))))
            return wait > elapsed ? wait - elapsed : nil
        }
        return waits.max()
    }
}
