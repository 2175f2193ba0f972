import Foundation
import RecipesKit

/// A `multipart/form-data` body (RFC 7578), as a browser sends a form with a file, read whole from memory that the
/// route has already bounded: its text fields, and its files by field name. At most `maximumParts` parts, each
/// with at most `maximumHeaderBytes` of headers; text fields UTF-8 and at most `textLimit` bytes together (files
/// may take the rest of the body); anything else is a `MultipartError`.
public struct MultipartForm: Sendable {
    /// A file sent in a field.
    public struct File: Sendable, Equatable {
        /// The name the browser gave it (for messages only; never used as a path).
        public var filename: String
        /// The media type the browser declared (not trusted: the bytes decide).
        public var contentType: String
        /// The file's bytes.
        public var bytes: [UInt8]
    }

    /// The most parts read.
    public static let maximumParts = 64
    /// The most header bytes a part may have.
    public static let maximumHeaderBytes = 8 * 1024

    /// The text fields by name (the first of a name kept).
    public private(set) var fields: [String: String] = [:]
    /// The files by field name (the first of a name kept); an empty file input is left out.
    public private(set) var files: [String: File] = [:]
    /// The most bytes the text fields may take together.
    private let textLimit: Int
    private var textBytes = 0

    /// The boundary a `Content-Type: multipart/form-data; boundary=…` names; nil for another type.
    public static func boundary(of contentType: String?) -> String? {
        guard let contentType else { return nil }
        let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first?.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parts.dropFirst() {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            guard parameter[..<equals].lowercased() == "boundary" else { continue }
            var value = String(parameter[parameter.index(after: equals)...])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            // RFC 2046: 1 to 70 characters.
            return (1...70).contains(value.utf8.count) ? value : nil
        }
        return nil
    }

    /// Reads `body`, whose parts are separated by `--boundary` lines, its text fields at most `textLimit` bytes together.
    public init(body: [UInt8], boundary: String, textLimit: Int = .max) throws(MultipartError) {
        self.textLimit = textLimit
        let delimiter = Array(("--" + boundary).utf8)
        let separator = Array(("\r\n--" + boundary).utf8)
        guard var at = Self.find(delimiter, in: body, from: 0) else { throw MultipartError("the form has no part") }
        at += delimiter.count
        var parts = 0
        while true {
            // After a delimiter: "--" ends the body, CRLF starts a part.
            if body.count >= at + 2, body[at] == UInt8(ascii: "-"), body[at + 1] == UInt8(ascii: "-") { return }
            guard body.count >= at + 2, body[at] == 0x0D, body[at + 1] == 0x0A else { throw MultipartError("a part's boundary line is malformed") }
            at += 2
            parts += 1
            guard parts <= Self.maximumParts else { throw MultipartError("the form has more than \(Self.maximumParts) parts") }
            let headerEnd = Self.find([0x0D, 0x0A, 0x0D, 0x0A], in: body, from: at, within: Self.maximumHeaderBytes + 4)
            guard let headerEnd else { throw MultipartError("a part's headers are missing or longer than \(Self.maximumHeaderBytes) bytes") }
            let headers = try Self.headers(Array(body[at..<headerEnd]))
            let contentStart = headerEnd + 4
            guard let contentEnd = Self.find(separator, in: body, from: contentStart) else { throw MultipartError("the form's last part is not closed") }
            let content = Array(body[contentStart..<contentEnd])
            try add(headers: headers, content: content)
            at = contentEnd + separator.count
        }
    }

    private mutating func add(headers: [String: String], content: [UInt8]) throws(MultipartError) {
        guard let disposition = headers["content-disposition"] else { throw MultipartError("a part has no Content-Disposition") }
        let parameters = Self.parameters(disposition)
        guard parameters.type == "form-data", let name = parameters.values["name"] else { throw MultipartError("a part is not a named form field") }
        if let filename = parameters.values["filename"] {
            guard !content.isEmpty || !filename.isEmpty else { return }
            if files[name] == nil {
                files[name] = File(filename: filename, contentType: headers["content-type"] ?? "application/octet-stream", bytes: content)
            }
            return
        }
        textBytes += content.count
        guard textBytes <= textLimit else { throw MultipartError.textTooLarge(textLimit) }
        guard let text = String(validating: content, as: UTF8.self) else { throw MultipartError("the field '\(name.forMessage)' is not UTF-8 text") }
        if fields[name] == nil { fields[name] = text }
    }

    /// A part's header lines by lowercased name.
    private static func headers(_ bytes: [UInt8]) throws(MultipartError) -> [String: String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw MultipartError("a part's headers are not text") }
        var headers: [String: String] = [:]
        for line in text.components(separatedBy: "\r\n") where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw MultipartError("a part's header line has no colon") }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return headers
    }

    /// `form-data; name="picture"; filename="a.png"` as its type and its parameters (quoted strings unquoted,
    /// `\"` and `\\` unescaped).
    static func parameters(_ value: String) -> (type: String, values: [String: String]) {
        var values: [String: String] = [:]
        var characters = Substring(value)
        let type = characters.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        characters = characters.drop { $0 != ";" }
        while characters.first == ";" {
            characters = characters.dropFirst().drop { $0 == " " || $0 == "\t" }
            let key = characters.prefix { $0 != "=" && $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
            characters = characters.drop { $0 != "=" && $0 != ";" }
            guard characters.first == "=" else { continue }
            characters = characters.dropFirst()
            var text = ""
            if characters.first == "\"" {
                characters = characters.dropFirst()
                while let next = characters.first, next != "\"" {
                    characters = characters.dropFirst()
                    if next == "\\", let escaped = characters.first {
                        text.append(escaped)
                        characters = characters.dropFirst()
                    } else {
                        text.append(next)
                    }
                }
                characters = characters.dropFirst().drop { $0 != ";" }
            } else {
                text = characters.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
                characters = characters.drop { $0 != ";" }
            }
            if values[key] == nil { values[key] = text }
        }
        return (type, values)
    }

    /// Where `needle` first starts in `haystack` at or after `from` (and before `from + within` when given), in time
    /// linear in the bytes searched whatever they are (Knuth–Morris–Pratt: a body of near-boundaries costs no more).
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int, within: Int? = nil) -> Int? {
        let end = min(haystack.count, within.map { from + $0 } ?? haystack.count)
        guard from >= 0, !needle.isEmpty, end - from >= needle.count else { return nil }
        // failure[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<needle.count {
            while length > 0 && needle[index] != needle[length] { length = failure[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
        }
        var matched = 0
        for index in from..<end {
            while matched > 0 && haystack[index] != needle[matched] { matched = failure[matched - 1] }
            if haystack[index] == needle[matched] { matched += 1 }
            if matched == needle.count { return index - needle.count + 1 }
        }
        return nil
    }
}

/// Why a multipart form could not be read, in one line.
public struct MultipartError: Error, Sendable, Equatable {
    /// The line.
    public let message: String

    /// Whether the text fields passed their bound (a `413`, not a malformed form).
    public var isTooLarge = false

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The error for text fields larger than `limit` bytes together.
    public static func textTooLarge(_ limit: Int) -> MultipartError {
        var error = MultipartError("the form's text fields are larger than \(limit) bytes together")
        error.isTooLarge = true
        return error
    }
}
