import Foundation

/// What the accounts module shows after a request.
public enum AccountsShown: Sendable, Hashable {
    /// The users, by name.
    case accounts([Account])
    /// A user after a change.
    case account(Account, AccountChange)
    /// The tokens, by number.
    case tokens([APIToken])
    /// A token just made, with its secret: the only time it is shown.
    case created(APIToken, secret: String)
    /// A token just revoked.
    case revoked(APIToken)
}
