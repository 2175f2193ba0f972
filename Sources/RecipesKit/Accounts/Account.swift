import Foundation

/// A member of the household: a name to sign in with and a role. The password's hash stays in the store.
public struct Account: Sendable, Hashable {
    /// The name as it was written; unique ignoring case.
    public var name: String
    /// What the member may do.
    public var role: Role
    /// When the account was added.
    public var created: Date

    /// Creates an account.
    public init(name: String, role: Role, created: Date) {
        self.name = name
        self.role = role
        self.created = created
    }
}

/// What a change did to an account, for the view to say.
public enum AccountChange: String, Sendable, Hashable {
    case added, removed, passwordChanged, roleChanged
}
