import Foundation

/// What user names, passwords, token labels and lifetimes may be: bounded, printable, and checked the same by the
/// CLI, the service and every store.
public enum AccountRules {
    /// The longest user name, in characters.
    public static let longestName = 64
    /// The shortest password, in characters.
    public static let shortestPassword = 8
    /// The longest password, in UTF-8 bytes: bcrypt reads no further, so a longer one would be cut without a word.
    public static let longestPassword = 72
    /// The longest token label, in characters.
    public static let longestLabel = 100
    /// The most users a household holds.
    public static let largestHousehold = 1_000
    /// The most tokens one user holds.
    public static let mostTokensPerUser = 100
    /// The longest a token may live, in days.
    public static let longestTokenLifetime = 3_650
    /// What every token starts with, so a leaked one is recognised by secret scanners and people alike.
    public static let tokenPrefix = "rcp_"

    /// The name as stored (trimmed) and its key (lowercased, for uniqueness); nil when it breaks the rules.
    public static func name(_ text: String) -> (name: String, key: String)? {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard (1...longestName).contains(name.count),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || "._-@".unicodeScalars.contains($0) })
        else { return nil }
        return (name, name.lowercased())
    }

    /// Why `text` cannot be a user name.
    public static func nameProblem(_ text: String) -> String {
        "a user name is 1 to \(longestName) letters, digits, '.', '_', '-' or '@'; got '\(text.forMessage)'"
    }

    /// Why `password` cannot be used, or nil when it can.
    public static func passwordProblem(_ password: String) -> String? {
        if password.count < shortestPassword { return "a password needs at least \(shortestPassword) characters" }
        if password.utf8.count > longestPassword { return "a password may be at most \(longestPassword) bytes (bcrypt reads no further)" }
        if password.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "a password may not hold control characters (a tab, a new line)"
        }
        return nil
    }

    /// Why `label` cannot label a token, or nil when it can.
    public static func labelProblem(_ label: String) -> String? {
        if label.count > longestLabel { return "a token's label may be at most \(longestLabel) characters" }
        if label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a token's label may not hold control characters"
        }
        return nil
    }

    /// The lifetime `text` names, in seconds: `90d`, `12w`, `48h`, or `never` (nil); `.failure` says why not.
    public static func lifetime(_ text: String) -> Result<TimeInterval?, LifetimeError> {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "never" { return .success(nil) }
        let units: [Character: Int] = ["h": 3_600, "d": 86_400, "w": 604_800]
        guard let unit = text.last, let seconds = units[unit], let count = Int(text.dropLast()), count > 0,
              count <= longestTokenLifetime * 86_400 / seconds else {
            return .failure(LifetimeError(message: "a lifetime is a count of hours, days or weeks up to \(longestTokenLifetime) days (48h, 90d, 12w) or 'never'; got '\(text.forMessage)'"))
        }
        return .success(TimeInterval(count * seconds))
    }

    /// A new token: the prefix and 192 random bits from the system's secure generator.
    public static func newToken() -> String {
        tokenPrefix + newSecret()
    }

    /// A new session id or CSRF token: 192 random bits from the system's secure generator, 32 URL-safe characters.
    public static func newSecret() -> String {
        CalendarFeedKey.randomToken()
    }
}

/// Why a token lifetime could not be read.
public struct LifetimeError: Error, Sendable, Hashable {
    /// What to tell the user.
    public var message: String
}
