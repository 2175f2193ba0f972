import Foundation
import RecipesKit

/// Writes users and tokens as JSON: what `recipes user list` and `recipes token … --format json` print. Times are
/// ISO 8601 in UTC; a token's secret appears only in the answer that made it.
public enum AccountsEncoder {
    /// `{"name", "role", "created"}`.
    public static func object(_ account: Account) -> [String: Any] {
        ["name": account.name, "role": account.role.rawValue, "created": timestamp(account.created)]
    }

    /// `{"id", "user", "label", "created", "expires"}` (`expires` null for never).
    public static func object(_ token: APIToken) -> [String: Any] {
        [
            "id": token.id, "user": token.account, "label": token.label, "created": timestamp(token.created),
            "expires": token.expires.map(timestamp) ?? NSNull(),
        ]
    }

    /// What the accounts module showed, and a newline: an array for a listing, an object for a change (with
    /// `"action"`), a new token with its `"token"`.
    public static func encode(_ shown: AccountsShown) -> [UInt8] {
        switch shown {
        case .accounts(let accounts): PrettyJSON.bytes(accounts.map(object))
        case .account(let account, let change): PrettyJSON.bytes(object(account).merging(["action": change.rawValue]) { $1 })
        case .tokens(let tokens): PrettyJSON.bytes(tokens.map(object))
        case .created(let token, let secret): PrettyJSON.bytes(object(token).merging(["action": "created", "token": secret]) { $1 })
        case .revoked(let token): PrettyJSON.bytes(object(token).merging(["action": "revoked"]) { $1 })
        }
    }

    /// `2026-11-25T18:30:00Z`.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
