#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the bearer token from a file, saying in a few words why it cannot (`is a directory`, `permission denied`).
public enum TokenFile {
    /// A token is a line of text; a file longer than this is not a token file.
    public static let maximumSize = 4_096

    /// Why a token file cannot be used.
    public struct Failure: Error, Sendable {
        /// What is wrong, such as `is a directory`.
        public let reason: String
        /// Whether the file was read but holds no token (a usage error rather than an unreadable file).
        public let isEmpty: Bool
    }

    /// The token in the file at `path`, trimmed of surrounding whitespace.
    public static func read(_ path: String) throws(Failure) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: reason(errno), isEmpty: false) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: reason(errno), isEmpty: false) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw Failure(reason: "is a directory", isEmpty: false) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while bytes.count <= maximumSize {
            let count = readChunk(descriptor, into: &buffer)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: reason(errno), isEmpty: false)
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        guard bytes.count <= maximumSize else {
            throw Failure(reason: "is larger than \(maximumSize) bytes; a token file holds one line", isEmpty: false)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(reason: "is not UTF-8 text", isEmpty: false)
        }
        let token = text.trimmingWhitespace
        guard !token.isEmpty else { throw Failure(reason: "the token file is empty", isEmpty: true) }
        return token
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// read(2) into `buffer`; outside the enum, whose own `read` would hide the system call.
private func readChunk(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
