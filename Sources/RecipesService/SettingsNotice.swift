import Foundation
import Hummingbird
import RecipesKit

/// What a change on `/settings` did, carried across its redirect (post, redirect, get) in a short-lived cookie, so
/// that reloading the page shows it once and sends nothing again. The cookie holds what was done, not words: the
/// sentence is made here, so a cookie set by someone else (a sibling host, a plain-HTTP hop) can only ever show one
/// of these sentences about a name a household could have, never text of its own.
enum SettingsNotice: Sendable, Hashable {
    case added(name: String, role: Role)
    case removed(name: String)
    case roleChanged(name: String, role: Role)
    case passwordChanged(name: String)
    case revoked(id: Int, account: String)

    /// The cookie's name.
    static let name = "recipes_notice"

    /// What `shown` did, when it is a change.
    init?(_ shown: AccountsShown) {
        switch shown {
        case .account(let account, .added): self = .added(name: account.name, role: account.role)
        case .account(let account, .removed): self = .removed(name: account.name)
        case .account(let account, .roleChanged): self = .roleChanged(name: account.name, role: account.role)
        case .account(let account, .passwordChanged): self = .passwordChanged(name: account.name)
        case .revoked(let token): self = .revoked(id: token.id, account: token.account)
        case .accounts, .tokens, .created: return nil
        }
    }

    /// The sentence the page shows.
    var sentence: String {
        switch self {
        case .added(let name, let role): "Added \(name) (\(role.rawValue))."
        case .removed(let name): "Removed \(name) and their tokens."
        case .roleChanged(let name, let role): "\(name) is now \(role == .owner ? "an" : "a") \(role.rawValue)."
        case .passwordChanged(let name): "Changed \(name)'s password."
        case .revoked(let id, let account): "Revoked token \(id) of \(account)."
        }
    }

    /// The cookie's value: the change's kind and its fields, each percent-encoded, joined by dots.
    var code: String {
        let fields: [String] = switch self {
        case .added(let name, let role): ["added", name, role.rawValue]
        case .removed(let name): ["removed", name]
        case .roleChanged(let name, let role): ["role", name, role.rawValue]
        case .passwordChanged(let name): ["password", name]
        case .revoked(let id, let account): ["revoked", String(id), account]
        }
        return fields.map { $0.addingPercentEncoding(withAllowedCharacters: Self.plain) ?? "" }.joined(separator: ".")
    }

    /// Reads `code` back; nil for anything this service would not have written.
    init?(code: String) {
        guard code.utf8.count <= 1_024 else { return nil }
        let fields = code.split(separator: ".", omittingEmptySubsequences: false).map { $0.removingPercentEncoding }
        guard !fields.contains(where: { $0 == nil }) else { return nil }
        let parts = fields.compactMap { $0 }
        func account(_ text: String) -> String? { AccountRules.name(text).map { _ in text } }
        switch (parts.first, parts.count) {
        case ("added", 3): guard let name = account(parts[1]), let role = Role(rawValue: parts[2]) else { return nil }; self = .added(name: name, role: role)
        case ("removed", 2): guard let name = account(parts[1]) else { return nil }; self = .removed(name: name)
        case ("role", 3): guard let name = account(parts[1]), let role = Role(rawValue: parts[2]) else { return nil }; self = .roleChanged(name: name, role: role)
        case ("password", 2): guard let name = account(parts[1]) else { return nil }; self = .passwordChanged(name: name)
        case ("revoked", 3):
            guard let id = Int(parts[1]), id > 0, let name = account(parts[2]) else { return nil }
            self = .revoked(id: id, account: name)
        default: return nil
        }
    }

    /// The characters a cookie value carries as they are; the rest are percent-encoded.
    private static let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")

    /// A cookie holding this notice for the next view of `/settings`, for a minute at most.
    func cookie(secure: Bool) -> Cookie {
        Cookie(name: Self.name, value: code, maxAge: 60, path: "/settings", secure: secure, httpOnly: true, sameSite: .strict)
    }

    /// A cookie that drops the notice once it is shown.
    static func ended(secure: Bool) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/settings", secure: secure, httpOnly: true, sameSite: .strict)
    }

    /// The notice `request` carries, when it is one this service writes.
    static func carried(by request: Request) -> SettingsNotice? {
        request.cookies[name].flatMap { SettingsNotice(code: $0.value) }
    }
}
