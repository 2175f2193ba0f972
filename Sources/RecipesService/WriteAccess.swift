import Foundation
import RecipesKit
import RecipesSecurity

/// Who may write to the catalog: holders of a user's API token (`recipes token create`), acting with that user's
/// role, and holders of the shared token the server was started with (`RECIPES_TOKEN`, `--token-file`), who act
/// as an owner — kept for the clients written before users existed.
public struct WriteAccess: Sendable {
    /// What an `Authorization` header amounts to.
    enum Verdict: Equatable {
        case allowed(Principal), disabled, missing, wrong
    }

    private let token: [UInt8]?
    /// Failed authentications by client address, shared by every copy.
    let throttle: AuthenticationThrottle
    /// The household's users and tokens, when the catalog is a store that keeps them.
    private(set) var accounts: (any AccountStoreProtocol)?
    /// Who is signed in from a browser, when the catalog is a store that keeps sessions.
    private(set) var sessions: (any SessionStoreProtocol)?
    /// How long a browser's session lives.
    var sessionPolicy = SessionPolicy.standard
    /// Whether the server sits behind a proxy that names the client in `X-Forwarded-For` (`--behind-proxy`): failures
    /// are then counted against that client (`clientAddress`), not the proxy every client shares.
    var behindProxy = false
    /// Digests tokens and session ids before they are looked up.
    let digest: any SecretDigestProtocol
    /// The time, for expiry.
    let now: @Sendable () -> Date
    /// The shortest token `recipes serve` starts with: shorter ones can be guessed.
    public static let minimumTokenLength = 16

    /// Writes allowed with the shared `token` (none when it is nil or blank) and with users' tokens in `accounts`.
    public init(token: String?, accounts: (any AccountStoreProtocol)? = nil) {
        self.init(token: token, accounts: accounts, throttle: AuthenticationThrottle())
    }

    /// Writes allowed as above, wrong tokens slowed down by `throttle`, tokens digested by `digest`, expiry read
    /// against `now`.
    init(
        token: String?, accounts: (any AccountStoreProtocol)? = nil, throttle: AuthenticationThrottle,
        digest: any SecretDigestProtocol = SHA256SecretDigest(), now: @escaping @Sendable () -> Date = Date.init
    ) {
        let trimmed = token?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.token = trimmed.isEmpty ? nil : Array(trimmed.utf8)
        self.accounts = accounts
        self.throttle = throttle
        self.digest = digest
        self.now = now
    }

    /// This access, also taking the tokens of the users in `accounts` and the browser sessions in `sessions`
    /// (nil leaves each as it is).
    public func checkingTokens(in accounts: (any AccountStoreProtocol)?, sessions: (any SessionStoreProtocol)? = nil) -> WriteAccess {
        var copy = self
        if let accounts { copy.accounts = accounts }
        if let sessions { copy.sessions = sessions }
        return copy
    }

    /// Whether writes are possible at all: a shared token was given, or the store keeps users who may hold tokens.
    public var isEnabled: Bool { token != nil || accounts != nil }

    /// Whether the server was started with the shared token.
    public var hasSharedToken: Bool { token != nil }

    /// Checks a request's `Authorization` header: a request without one is `.missing` even when writes are disabled.
    func check(authorization: String?) async throws(CatalogStoreError) -> Verdict {
        guard let authorization, Self.isBearer(authorization) else { return .missing }
        let presented = authorization.dropFirst(7).trimmingCharacters(in: .whitespaces)
        if let token, WriteAccess.constantTimeEqual(Array(presented.utf8), token) { return .allowed(.sharedToken) }
        if let accounts, presented.hasPrefix(AccountRules.tokenPrefix), presented.utf8.count <= 256 {
            // Looked up by digest: the store never sees the token, and a lookup's time says nothing about it.
            if let account = try await accounts.account(forTokenDigest: digest.digest(presented), at: now()) {
                return .allowed(Principal(name: account.name, role: account.role))
            }
        }
        return token == nil && accounts == nil ? .disabled : .wrong
    }

    /// Compares every byte whatever differs first, so timing does not reveal how much of a guess was right.
    static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: lhs.count ^ rhs.count) | (lhs.count == rhs.count ? 0 : 1)
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}

/// Who a request acts for: a user, or the holder of the server's shared token (an owner with no name).
public struct Principal: Sendable, Hashable {
    /// The user's name; nil for the shared token.
    public var name: String?
    /// What they may do.
    public var role: Role

    /// The holder of the shared token.
    public static let sharedToken = Principal(name: nil, role: .owner)

    /// Creates a principal.
    public init(name: String?, role: Role) {
        self.name = name
        self.role = role
    }

    /// How logs and refusals name them.
    public var description: String {
        name.map { "user '\($0.forMessage)' (\(role.rawValue))" } ?? "the server's shared token"
    }
}
