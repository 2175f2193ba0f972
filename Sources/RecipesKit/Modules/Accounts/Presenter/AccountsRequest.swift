import Foundation

/// What the accounts module is asked to do (`recipes user …`, `recipes token …`).
public enum AccountsRequest: Sendable, Hashable {
    /// List the users.
    case list
    /// Add a user.
    case add(name: String, role: Role, password: String)
    /// Remove a user and their tokens.
    case remove(name: String)
    /// Change a user's password.
    case setPassword(name: String, password: String)
    /// Change a user's role.
    case setRole(name: String, role: Role)
    /// List the tokens (never their secrets).
    case listTokens
    /// Make a token for a user, living `lifetime` seconds (nil: for ever).
    case createToken(user: String, label: String, lifetime: TimeInterval?)
    /// Revoke a token by number.
    case revokeToken(id: Int)
}
