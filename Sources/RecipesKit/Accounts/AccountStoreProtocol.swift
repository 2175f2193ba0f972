import Foundation

/// Where a household's users and their API tokens are kept: the same store as the recipes, so every replica knows
/// them. Names are compared ignoring case; secrets are never stored, only their hashes and digests.
public protocol AccountStoreProtocol: Sendable {
    /// Every account, by name.
    func accounts() async throws(CatalogStoreError) -> [Account]
    /// The account named `name` and its password's hash; nil when there is none.
    func credentials(named name: String) async throws(CatalogStoreError) -> StoredCredentials?
    /// Adds `account` with `passwordHash`; `.duplicate` when the name is taken, `.invalid` when the household is full.
    func addAccount(_ account: Account, passwordHash: String) async throws(CatalogStoreError)
    /// Removes the account named `name` with its tokens; `.notFound`, or `.conflict` for the last owner.
    func removeAccount(named name: String) async throws(CatalogStoreError) -> Account
    /// Replaces the password's hash of the account named `name`; `.notFound` when there is none.
    func setPasswordHash(_ hash: String, named name: String) async throws(CatalogStoreError) -> Account
    /// Gives the account named `name` `role`; `.notFound`, or `.conflict` when that leaves no owner.
    func setRole(_ role: Role, named name: String) async throws(CatalogStoreError) -> Account
    /// Keeps a new token under `secretDigest`; `.notFound` when the account is not there.
    func addToken(_ draft: APITokenDraft, secretDigest: String) async throws(CatalogStoreError) -> APIToken
    /// Every token, by number.
    func tokens() async throws(CatalogStoreError) -> [APIToken]
    /// Removes the token numbered `id` and returns it; `.notFound` when there is none.
    func revokeToken(id: Int) async throws(CatalogStoreError) -> APIToken
    /// The account a token with `secretDigest` acts for, when it is there and not expired at `now`.
    func account(forTokenDigest secretDigest: String, at now: Date) async throws(CatalogStoreError) -> Account?
}

/// An account with its password's hash, as sign-in needs it.
public struct StoredCredentials: Sendable, Hashable {
    /// The account.
    public var account: Account
    /// The password's hash, as the hasher wrote it.
    public var passwordHash: String

    /// Creates credentials.
    public init(account: Account, passwordHash: String) {
        self.account = account
        self.passwordHash = passwordHash
    }
}

/// The checks every account store makes before it writes, worded the same by each.
public enum AccountStoreChecks {
    /// The name as stored and its key, or `.invalid`.
    public static func name(_ text: String) throws(CatalogStoreError) -> (name: String, key: String) {
        guard let name = AccountRules.name(text) else { throw CatalogStoreError(.invalid, AccountRules.nameProblem(text)) }
        return name
    }

    /// `draft`'s account key and label, checked, or `.invalid`.
    public static func token(_ draft: APITokenDraft) throws(CatalogStoreError) -> (key: String, label: String) {
        let (_, key) = try name(draft.account)
        let label = draft.label.trimmingCharacters(in: .whitespaces)
        if let problem = AccountRules.labelProblem(label) { throw CatalogStoreError(.invalid, problem) }
        return (key, label)
    }

    /// The error for a missing account.
    public static func noAccount(_ name: String) -> CatalogStoreError {
        CatalogStoreError(.notFound, "no user named '\(name.forMessage)'")
    }

    /// The error for a name already taken.
    public static func taken(_ name: String) -> CatalogStoreError {
        CatalogStoreError(.duplicate, "a user named '\(name.forMessage)' exists already")
    }

    /// The error for a missing token.
    public static func noToken(_ id: Int) -> CatalogStoreError {
        CatalogStoreError(.notFound, "no token numbered \(id)")
    }

    /// The error for taking away the last owner.
    public static func lastOwner(_ name: String) -> CatalogStoreError {
        CatalogStoreError(.conflict, "'\(name.forMessage)' is the household's last owner; make another user an owner first")
    }

    /// The error for a full household.
    public static let householdFull = CatalogStoreError(.invalid, "the household has \(AccountRules.largestHousehold) users already")

    /// The error for a user with all the tokens allowed.
    public static func tokensFull(_ name: String) -> CatalogStoreError {
        CatalogStoreError(.invalid, "'\(name.forMessage)' has \(AccountRules.mostTokensPerUser) tokens already; revoke some first")
    }
}
