import Foundation

/// A user's API token as the store keeps it: everything but the secret, of which only a digest is stored.
public struct APIToken: Sendable, Hashable {
    /// The token's number, to revoke it by.
    public var id: Int
    /// The name of the account it acts for.
    public var account: String
    /// What the user called it ("kitchen tablet"); may be empty.
    public var label: String
    /// When it was made.
    public var created: Date
    /// When it stops working; nil for never.
    public var expires: Date?

    /// Creates a token's record.
    public init(id: Int, account: String, label: String, created: Date, expires: Date?) {
        self.id = id
        self.account = account
        self.label = label
        self.created = created
        self.expires = expires
    }

    /// Whether the token no longer works at `now`.
    public func isExpired(at now: Date) -> Bool {
        expires.map { $0 <= now } ?? false
    }
}

/// A token to be made: for whom, called what, and until when.
public struct APITokenDraft: Sendable, Hashable {
    /// The account's name.
    public var account: String
    /// What the user calls it.
    public var label: String
    /// When it was made.
    public var created: Date
    /// When it stops working; nil for never.
    public var expires: Date?

    /// Creates a draft.
    public init(account: String, label: String, created: Date, expires: Date?) {
        self.account = account
        self.label = label
        self.created = created
        self.expires = expires
    }
}
