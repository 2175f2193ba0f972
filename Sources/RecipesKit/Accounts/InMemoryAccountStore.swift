import Foundation

/// Users and tokens in memory: the same rules as the SQLite store, nothing kept after the process ends.
public final class InMemoryAccountStore: AccountStoreProtocol, SessionStoreProtocol, @unchecked Sendable {
    private struct State {
        var accounts: [String: StoredCredentials] = [:]
        var tokens: [Int: (token: APIToken, digest: String)] = [:]
        var nextToken = 1
        var sessions: [String: (key: String, csrf: String, started: Date, lastSeen: Date)] = [:]
        var failures: [String: SignInFailures] = [:]
    }

    // @unchecked: `state` is only touched under `lock`.
    private let lock = NSLock()
    private var state = State()

    /// Creates an empty household.
    public init() {}

    public func accounts() async throws(CatalogStoreError) -> [Account] {
        withState { $0.accounts.sorted { $0.key < $1.key }.map(\.value.account) }
    }

    public func credentials(named name: String) async throws(CatalogStoreError) -> StoredCredentials? {
        guard let (_, key) = AccountRules.name(name) else { return nil }
        return withState { $0.accounts[key] }
    }

    public func addAccount(_ account: Account, passwordHash: String) async throws(CatalogStoreError) {
        let (name, key) = try AccountStoreChecks.name(account.name)
        try withState { state throws(CatalogStoreError) in
            if state.accounts[key] != nil { throw AccountStoreChecks.taken(name) }
            if state.accounts.count >= AccountRules.largestHousehold { throw AccountStoreChecks.householdFull }
            var account = account
            account.name = name
            state.accounts[key] = StoredCredentials(account: account, passwordHash: passwordHash)
        }
    }

    public func removeAccount(named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try withState { state throws(CatalogStoreError) in
            guard let stored = state.accounts[key] else { throw AccountStoreChecks.noAccount(name) }
            if stored.account.role == .owner, Self.owners(state) == 1 { throw AccountStoreChecks.lastOwner(stored.account.name) }
            state.accounts[key] = nil
            state.tokens = state.tokens.filter { $0.value.token.account.lowercased() != key }
            state.sessions = state.sessions.filter { $0.value.key != key }
            return stored.account
        }
    }

    public func setPasswordHash(_ hash: String, named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try withState { state throws(CatalogStoreError) in
            guard var stored = state.accounts[key] else { throw AccountStoreChecks.noAccount(name) }
            stored.passwordHash = hash
            state.accounts[key] = stored
            // A new password signs the account out everywhere.
            state.sessions = state.sessions.filter { $0.value.key != key }
            return stored.account
        }
    }

    public func setRole(_ role: Role, named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try withState { state throws(CatalogStoreError) in
            guard var stored = state.accounts[key] else { throw AccountStoreChecks.noAccount(name) }
            if stored.account.role == .owner, role != .owner, Self.owners(state) == 1 { throw AccountStoreChecks.lastOwner(stored.account.name) }
            stored.account.role = role
            state.accounts[key] = stored
            return stored.account
        }
    }

    public func addToken(_ draft: APITokenDraft, secretDigest: String) async throws(CatalogStoreError) -> APIToken {
        let (key, label) = try AccountStoreChecks.token(draft)
        return try withState { state throws(CatalogStoreError) in
            guard let stored = state.accounts[key] else { throw AccountStoreChecks.noAccount(draft.account) }
            if state.tokens.values.count(where: { $0.token.account.lowercased() == key }) >= AccountRules.mostTokensPerUser {
                throw AccountStoreChecks.tokensFull(stored.account.name)
            }
            let token = APIToken(id: state.nextToken, account: stored.account.name, label: label, created: draft.created, expires: draft.expires)
            state.tokens[token.id] = (token, secretDigest)
            state.nextToken += 1
            return token
        }
    }

    public func tokens() async throws(CatalogStoreError) -> [APIToken] {
        withState { $0.tokens.values.map(\.token).sorted { $0.id < $1.id } }
    }

    public func revokeToken(id: Int) async throws(CatalogStoreError) -> APIToken {
        try withState { state throws(CatalogStoreError) in
            guard let token = state.tokens.removeValue(forKey: id)?.token else { throw AccountStoreChecks.noToken(id) }
            return token
        }
    }

    public func account(forTokenDigest secretDigest: String, at now: Date) async throws(CatalogStoreError) -> Account? {
        withState { state in
            guard let token = state.tokens.values.first(where: { $0.digest == secretDigest })?.token, !token.isExpired(at: now) else { return nil }
            return state.accounts[token.account.lowercased()]?.account
        }
    }

    public func startSession(_ draft: SessionDraft) async throws(CatalogStoreError) {
        let (_, key) = try AccountStoreChecks.name(draft.account)
        try withState { state throws(CatalogStoreError) in
            guard state.accounts[key] != nil else { throw AccountStoreChecks.noAccount(draft.account) }
            state.sessions[draft.idDigest] = (key, draft.csrf, draft.started, draft.started)
        }
    }

    public func session(idDigest: String, at now: Date, policy: SessionPolicy) async throws(CatalogStoreError) -> SignedInSession? {
        withState { state in
            guard let session = state.sessions[idDigest] else { return nil }
            guard let account = state.accounts[session.key]?.account,
                  now.timeIntervalSince(session.lastSeen) < policy.idle, now.timeIntervalSince(session.started) < policy.absolute else {
                state.sessions[idDigest] = nil
                return nil
            }
            state.sessions[idDigest]?.lastSeen = now
            return SignedInSession(account: account, csrf: session.csrf, started: session.started)
        }
    }

    public func endSession(idDigest: String) async throws(CatalogStoreError) {
        withState { $0.sessions[idDigest] = nil }
    }

    public func signInFailures(_ subjects: [String]) async throws(CatalogStoreError) -> [String: SignInFailures] {
        withState { state in state.failures.filter { subjects.contains($0.key) } }
    }

    public func recordSignInFailure(_ subjects: [String], at now: Date) async throws(CatalogStoreError) {
        withState { state in
            for subject in subjects {
                let previous = state.failures[subject].flatMap { now.timeIntervalSince($0.last) < SignInThrottle.forgetAfter(for: subject) ? $0.count : nil } ?? 0
                state.failures[subject] = SignInFailures(count: previous + 1, last: now)
            }
        }
    }

    public func clearSignInFailures(_ subjects: [String]) async throws(CatalogStoreError) {
        withState { state in subjects.forEach { state.failures[$0] = nil } }
    }

    private static func owners(_ state: State) -> Int {
        state.accounts.values.count { $0.account.role == .owner }
    }

    private func withState<T, Failure: Error>(_ body: (inout State) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
