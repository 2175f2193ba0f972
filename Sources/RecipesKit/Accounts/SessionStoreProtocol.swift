import Foundation

/// Where the service keeps who is signed in and how often sign-in failed: the same store as the recipes, so every
/// replica honours a session and counts a guesser's failures together. Session ids are stored as digests.
public protocol SessionStoreProtocol: Sendable {
    /// Keeps a new session for the account named in `draft`; `.notFound` when the account is not there.
    func startSession(_ draft: SessionDraft) async throws(CatalogStoreError)
    /// The session with `idDigest` when it is there and alive at `now` under `policy` (an idle or too old one is
    /// ended); marks it used.
    func session(idDigest: String, at now: Date, policy: SessionPolicy) async throws(CatalogStoreError) -> SignedInSession?
    /// Ends the session with `idDigest` (signing out); nothing when there is none.
    func endSession(idDigest: String) async throws(CatalogStoreError)
    /// The failures counted for each of `subjects` (`SignInThrottle.subjects`), for those that have any.
    func signInFailures(_ subjects: [String]) async throws(CatalogStoreError) -> [String: SignInFailures]
    /// Counts one more failure for each of `subjects` at `now` (starting again after `SignInThrottle.forgetAfter`).
    func recordSignInFailure(_ subjects: [String], at now: Date) async throws(CatalogStoreError)
    /// Forgets the failures of `subjects` (after a sign-in that worked).
    func clearSignInFailures(_ subjects: [String]) async throws(CatalogStoreError)
}

/// A session to keep: whose, its id's digest, the secret its forms carry, and when it began.
public struct SessionDraft: Sendable, Hashable {
    /// The digest of the id in the browser's cookie.
    public var idDigest: String
    /// The account's name.
    public var account: String
    /// The CSRF token every state-changing request of this session carries.
    public var csrf: String
    /// When the user signed in.
    public var started: Date

    /// Creates a draft.
    public init(idDigest: String, account: String, csrf: String, started: Date) {
        self.idDigest = idDigest
        self.account = account
        self.csrf = csrf
        self.started = started
    }
}

/// A live session: the account it acts for (with its role as it is now) and its CSRF token.
public struct SignedInSession: Sendable, Hashable {
    /// Who is signed in.
    public var account: Account
    /// What the session's forms and scripts must send back.
    public var csrf: String
    /// When the user signed in.
    public var started: Date

    /// Creates a session.
    public init(account: Account, csrf: String, started: Date) {
        self.account = account
        self.csrf = csrf
        self.started = started
    }
}

/// How long a session lives: ended after `idle` without a request, and `absolute` after sign-in whatever happens.
public struct SessionPolicy: Sendable, Hashable {
    /// The longest time between two requests.
    public var idle: TimeInterval
    /// The longest a session lives.
    public var absolute: TimeInterval
    /// How stale the record of the last request may get before it is written again (fewer writes per request).
    public var touchEvery: TimeInterval

    /// The defaults: 7 days idle, 30 days in all, the last use written at most every 5 minutes.
    public static let standard = SessionPolicy(idle: 7 * 86_400, absolute: 30 * 86_400, touchEvery: 300)

    /// Creates a policy.
    public init(idle: TimeInterval, absolute: TimeInterval, touchEvery: TimeInterval) {
        self.idle = idle
        self.absolute = absolute
        self.touchEvery = touchEvery
    }
}

/// The failed sign-ins counted for an account or an address.
public struct SignInFailures: Sendable, Hashable {
    /// How many in a row.
    public var count: Int
    /// When the last one was.
    public var last: Date

    /// Creates a count.
    public init(count: Int, last: Date) {
        self.count = count
        self.last = last
    }
}
