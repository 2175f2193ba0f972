import Foundation
import RecipesCodecs
import Testing

/// `multipart/form-data` as browsers send a form with a file, and as a hostile client might not.
@Suite struct MultipartFormTests {
    static let boundary = "----WebKitFormBoundaryx8Q"

    static func body(_ parts: [String]) -> [UInt8] {
        Array((parts.map { "--\(boundary)\r\n\($0)\r\n" }.joined() + "--\(boundary)--\r\n").utf8)
    }

    @Test func fieldsAndAFileAreReadAsABrowserSendsThem() throws {
        let body = Self.body([
            "Content-Disposition: form-data; name=\"csrf\"\r\n\r\nabc",
            "Content-Disposition: form-data; name=\"ingredients\"\r\n\r\n2 cups flour\r\n1 tsp salt",
            "Content-Disposition: form-data; name=\"picture\"; filename=\"my \\\"best\\\" cake.png\"\r\nContent-Type: image/png\r\n\r\n\u{89}PNG\r\n--not the boundary",
            "Content-Disposition: form-data; name=\"empty\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n",
        ])
        let form = try MultipartForm(body: body, boundary: Self.boundary)
        #expect(form.fields == ["csrf": "abc", "ingredients": "2 cups flour\r\n1 tsp salt"])
        let picture = try #require(form.files["picture"])
        #expect(picture.filename == "my \"best\" cake.png")
        #expect(picture.contentType == "image/png")
        #expect(picture.bytes == Array("\u{89}PNG\r\n--not the boundary".utf8))
        #expect(form.files["empty"] == nil)
    }

    @Test func theBoundaryIsReadFromTheContentType() {
        #expect(MultipartForm.boundary(of: "multipart/form-data; boundary=----abc") == "----abc")
        #expect(MultipartForm.boundary(of: "Multipart/Form-Data; charset=utf-8; BOUNDARY=\"a b\"") == "a b")
        #expect(MultipartForm.boundary(of: "application/x-www-form-urlencoded") == nil)
        #expect(MultipartForm.boundary(of: "multipart/form-data") == nil)
        #expect(MultipartForm.boundary(of: "multipart/form-data; boundary=" + String(repeating: "x", count: 71)) == nil)
        #expect(MultipartForm.boundary(of: nil) == nil)
    }

    @Test func malformedBodiesAreRefusedWithOneLine() {
        let cases: [([UInt8], String)] = [
            (Array("no boundary at all".utf8), "the form has no part"),
            (Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nnever closed".utf8), "the form's last part is not closed"),
            (Array("--\(Self.boundary)XX".utf8), "a part's boundary line is malformed"),
            (Self.body(["Content-Disposition: attachment; name=\"a\"\r\n\r\nx"]), "a part is not a named form field"),
            (Self.body(["Content-Type: text/plain\r\n\r\nx"]), "a part has no Content-Disposition"),
            (Self.body(["no colon here\r\n\r\nx"]), "a part's header line has no colon"),
            (Self.body([String(repeating: "X-Long: y\r\n", count: 1_000)]), "a part's headers are missing or longer than 8192 bytes"),
            (Self.body(Array(repeating: "Content-Disposition: form-data; name=\"a\"\r\n\r\nx", count: 65)), "the form has more than 64 parts"),
        ]
        for (body, message) in cases {
            #expect(throws: MultipartError(message), "\(message)") { try MultipartForm(body: body, boundary: Self.boundary) }
        }
        let latin1 = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n".utf8) + [0xE9] + Array("\r\n--\(Self.boundary)--".utf8)
        #expect(throws: MultipartError("the field 'a' is not UTF-8 text")) { try MultipartForm(body: latin1, boundary: Self.boundary) }
    }

    @Test func textFieldsAreBoundedTogetherAndFilesAreNot() throws {
        let body = Self.body([
            "Content-Disposition: form-data; name=\"a\"\r\n\r\n" + String(repeating: "x", count: 60),
            "Content-Disposition: form-data; name=\"b\"\r\n\r\n" + String(repeating: "y", count: 60),
        ])
        #expect(throws: MultipartError.textTooLarge(100)) { try MultipartForm(body: body, boundary: Self.boundary, textLimit: 100) }
        #expect(MultipartError.textTooLarge(100).isTooLarge)
        let file = Self.body(["Content-Disposition: form-data; name=\"picture\"; filename=\"a.png\"\r\n\r\n" + String(repeating: "z", count: 500)])
        #expect(try MultipartForm(body: file, boundary: Self.boundary, textLimit: 100).files["picture"]?.bytes.count == 500)
    }

    @Test func aBodyOfNearBoundariesIsReadWhole() throws {
        // Every position starts a near match of the separator: a naive search would compare ~70 bytes at each.
        let near = Array(repeating: Array("\r\n--\(Self.boundary.dropLast())".utf8), count: 40_000).joined()
        let body = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"picture\"; filename=\"a\"\r\n\r\n".utf8) + near
            + Array("\r\n--\(Self.boundary)--\r\n".utf8)
        let form = try MultipartForm(body: Array(body), boundary: Self.boundary)
        #expect(form.files["picture"]?.bytes.count == near.count)
    }
}
