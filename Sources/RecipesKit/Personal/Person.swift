import Foundation

/// Whose marks a recipe carries: a user of the household, or the household itself — the person the CLI acts as on
/// its own store and the holder of the server's shared token, who keep the favorites recipes has always kept.
public struct Person: Sendable, Hashable, CustomStringConvertible {
    /// The key rows are kept under: a user name's key (lowercased), or "" for the household.
    public let key: String
    /// The user's name as written; nil for the household.
    public let name: String?

    /// The household's own marks.
    public static let household = Person(key: "", name: nil)

    private init(key: String, name: String?) {
        self.key = key
        self.name = name
    }

    /// The user named `name`; nil when it cannot be a user name (`AccountRules.name`).
    public init?(user name: String) {
        guard let (name, key) = AccountRules.name(name) else { return nil }
        self.init(key: key, name: name)
    }

    /// The user an account names, as the store spells it: its key is the name lowercased, as the account's is,
    /// whatever rules the name was written under.
    public init(accountName name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        self.init(key: trimmed.lowercased(), name: trimmed)
    }

    /// Whether this is the household rather than a user.
    public var isHousehold: Bool { key.isEmpty }

    /// The same person whatever case their name was written in.
    public static func == (lhs: Person, rhs: Person) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public var description: String {
        name.map { "user '\($0.forMessage)'" } ?? "the household"
    }
}
