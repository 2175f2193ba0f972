import HTTPTypes
import Hummingbird

/// Where a browser says a request comes from: a state-changing request from another site is refused, whatever
/// cookies it carries (the CSRF token is the other half of that defence).
enum RequestOrigin {
    /// Whether `Sec-Fetch-Site` says another site (`cross-site`, `same-site`), or, from a browser that does not send
    /// it, `Origin` names a host other than the one the request was sent to. `Origin: null` (a sandboxed frame, a
    /// privacy setting) counts as another site when `refusingNull`; a request with neither header (curl) is not
    /// judged here: the session's CSRF token still is.
    static func isCrossSite(_ request: Request, refusingNull: Bool = false) -> Bool {
        if let site = request.headers[.secFetchSite]?.lowercased() { return site == "cross-site" || site == "same-site" }
        guard let origin = request.headers[.origin] else { return false }
        if origin == "null" { return refusingNull }
        guard let host = request.head.authority else { return true }
        let originHost = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? ""
        return originHost.lowercased() != host.lowercased()
    }
}

/// The browser session's cookie.
enum SessionCookie {
    /// Its name.
    static let name = "recipes_session"

    /// A cookie holding `id`, for the session's whole life, sent only over HTTPS when `secure`.
    static func holding(_ id: String, maxAge: Int, secure: Bool) -> Cookie {
        Cookie(name: name, value: id, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// A cookie that ends the session's in the browser.
    static func ended(secure: Bool) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}

extension HTTPField.Name {
    /// The header a page's script sends its session's CSRF token in.
    static let csrfToken = Self("X-CSRF-Token")!
    /// What the browser says about the request's origin relative to the target.
    static let secFetchSite = Self("Sec-Fetch-Site")!
    /// The client as a proxy saw it.
    static let xForwardedFor = Self("X-Forwarded-For")!
    /// What a browser is to forget of this site.
    static let clearSiteData = Self("Clear-Site-Data")!
}
