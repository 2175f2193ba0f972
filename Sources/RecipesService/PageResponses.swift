import HTTPTypes
import Hummingbird
import RecipesWeb

/// How pages and their stylesheet are answered: validators, gzip, and the headers that keep a page to its origin.
enum PageResponses {
    /// Only the page's own stylesheet, script, images and API; no inline script, no frame, no other origin.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; "
        + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    /// The stylesheet, encoded once.
    static let stylesheet = JSONBody(Array(Stylesheet.text.utf8))
    /// The script, encoded once.
    static let script = JSONBody(Array(Script.text.utf8))
    /// The icon, encoded once.
    static let icon = JSONBody(Array(Icon.svg.utf8))
    /// The service worker and the web app manifest, encoded once.
    static let serviceWorker = JSONBody(Array(ServiceWorker.text.utf8))
    static let manifest = JSONBody(Array(ServiceWorker.manifest.utf8))
    /// The page for a catalog that cannot be read.
    static let unavailable = WebPage.message(status: 503, heading: "The catalog cannot be read", message: "try again in a moment")

    /// A page as an HTML response, with its status.
    static func html(_ page: WebPage, to request: Request) -> Response {
        // An error page has no validator: a 304 would keep its status and lose its body (a blank page on reload).
        var response = self.response(JSONBody(Array(page.html.utf8)), to: request, validated: page.status == 200)
        if page.status != 200 { response.status = HTTPResponse.Status(code: page.status) }
        return response
    }

    /// A page that differs per session (a form with its CSRF token): never kept by any cache, no validators.
    static func uncached(_ page: WebPage) -> Response {
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .contentSecurityPolicy: contentSecurityPolicy,
            .xContentTypeOptions: "nosniff", .referrerPolicy: "same-origin",
        ]
        headers[.contentLength] = String(page.html.utf8.count)
        return Response(status: HTTPResponse.Status(code: page.status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page.html)))
    }

    /// An HTML body as a response (304 when the client has it), with the headers that keep it to its origin.
    static func response(_ body: JSONBody, to request: Request, validated: Bool = true) -> Response {
        let headers: HTTPFields = [
            .contentSecurityPolicy: contentSecurityPolicy, .xContentTypeOptions: "nosniff", .referrerPolicy: "same-origin",
        ]
        return body.response(to: request, headers: headers, contentType: "text/html; charset=utf-8", validated: validated)
    }

    /// The neutral picture shown instead, with the reason in a header for whoever wonders why.
    static func placeholder(_ reason: String) -> Response {
        let line = String(reason.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F ? Character($0) : "?" }.prefix(300))
        var headers: HTTPFields = [
            .contentType: "image/svg+xml", .cacheControl: "no-cache", .xContentTypeOptions: "nosniff",
            .contentSecurityPolicy: "default-src 'none'",
        ]
        headers[.recipesImage] = "placeholder; " + line
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: ImagePlaceholder.svg)))
    }
}
