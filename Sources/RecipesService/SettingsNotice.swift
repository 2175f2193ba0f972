import Foundation
import Hummingbird

/// What a change on `/settings` did, carried across its redirect (post, redirect, get) in a short-lived cookie, so
/// that reloading the page shows it once and sends nothing again.
enum SettingsNotice {
    /// The cookie's name.
    static let name = "recipes_notice"
    /// The longest notice read back: a notice is one sentence of ours, and a cookie from elsewhere is not echoed whole.
    static let longest = 512
    /// The characters a cookie value carries as they are; the rest are percent-encoded.
    private static let plain = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: "\u{0}"..."\u{7F}"))

    /// A cookie holding `notice` for the next view of `/settings`, for a minute at most.
    static func holding(_ notice: String, secure: Bool) -> Cookie {
        let value = notice.addingPercentEncoding(withAllowedCharacters: plain) ?? ""
        return Cookie(name: name, value: value, maxAge: 60, path: "/settings", secure: secure, httpOnly: true, sameSite: .strict)
    }

    /// A cookie that drops the notice once it is shown.
    static func ended(secure: Bool) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/settings", secure: secure, httpOnly: true, sameSite: .strict)
    }

    /// The notice `request` carries, when it is one that can be shown: decodable and short.
    static func carried(by request: Request) -> String? {
        guard let value = request.cookies[name]?.value, !value.isEmpty, value.utf8.count <= longest * 3,
            let notice = value.removingPercentEncoding, notice.count <= longest,
            !notice.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        else { return nil }
        return notice
    }
}
