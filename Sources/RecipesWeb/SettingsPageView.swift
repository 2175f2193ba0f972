import Foundation
import RecipesKit

/// The owner's page of the household: users with their roles, a form to add one, and the API tokens.
public struct SettingsPageView: Sendable {
    /// The session's CSRF token, put in every form.
    public var csrf: String

    /// Creates the view for a session.
    public init(csrf: String) {
        self.csrf = csrf
    }

    /// The page over `accounts` and `tokens`, saying what was just `done` or what went wrong (`problem`).
    public func page(accounts: [Account], tokens: [APIToken], done: String? = nil, problem: String? = nil, status: Int = 200) -> WebPage {
        let day = Date.ISO8601FormatStyle().year().month().day()
        let users: [[String: Any]] = accounts.map { account in
            [
                "name": account.name, "added": account.created.formatted(day), "csrf": csrf,
                "roles": Role.allCases.map { ["value": $0.rawValue, "selected": $0 == account.role] },
            ]
        }
        let tokenRows: [[String: Any]] = tokens.map {
            ["id": $0.id, "user": $0.account, "label": $0.label, "expires": $0.expires.map { $0.formatted(day) } ?? "never", "csrf": csrf]
        }
        let context: [String: Any] = [
            "csrf": csrf, "users": users, "tokens": tokenRows, "hasTokens": !tokens.isEmpty, "done": done ?? false, "problem": problem ?? false,
            "newRoles": Role.allCases.map { ["value": $0.rawValue, "selected": $0 == .editor] },
        ]
        return WebPage(status: status, html: PageRenderer.shared.page("settings", context, title: "Household · Recipes"))
    }
}
