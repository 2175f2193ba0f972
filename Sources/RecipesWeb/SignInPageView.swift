import RecipesKit

/// The sign-in and account pages.
public enum SignInPageView {
    /// The sign-in form answered with `status`: empty, or after a refusal saying `problem`, the name typed kept.
    public static func form(status: Int = 200, problem: String? = nil, username: String = "", next: String = "/") -> WebPage {
        let context: [String: Any] = ["problem": problem ?? false, "username": username, "next": next]
        return WebPage(status: status, html: PageRenderer.shared.page("signIn", context, title: "Sign in · Recipes"))
    }

    /// The account page: who is signed in, with a sign-out form carrying the session's `csrf`; or a way to sign in.
    public static func account(_ session: SignedInSession?) -> WebPage {
        guard let session else {
            return WebPage(status: 200, html: PageRenderer.shared.page("account", [String: Any](), title: "Account · Recipes"))
        }
        let role = session.account.role
        let context: [String: Any] = [
            "name": session.account.name, "role": role.rawValue, "article": role == .owner ? "an" : "a", "summary": role.summary,
            "csrf": session.csrf, "isOwner": role.mayManageAccounts,
        ]
        return WebPage(status: 200, html: PageRenderer.shared.page("account", context, title: "\(session.account.name) · Recipes"))
    }
}
