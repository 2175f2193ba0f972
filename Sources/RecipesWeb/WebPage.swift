/// A rendered page and the HTTP status it is answered with.
public struct WebPage: Sendable, Hashable {
    /// The HTTP status code: 200, or 400/404/503 for a page that says what went wrong.
    public var status: Int
    /// The whole HTML document.
    public var html: String

    /// Creates a page.
    public init(status: Int, html: String) {
        self.status = status
        self.html = html
    }

    /// A page saying what went wrong, with a way back to the catalog.
    public static func message(status: Int, heading: String, message: String) -> WebPage {
        let context = ["heading": heading, "message": message]
        return WebPage(status: status, html: PageRenderer.shared.page("message", context, title: heading + " · Recipes"))
    }
}
