#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the service's log handlers write by default: standard error, a line at a time.
public enum StandardErrorLines {
    /// Writes `line` whole in as few `write(2)` calls as the system allows (one, usually: a pipe keeps a write of up to
    /// 4 KiB whole, so shorter lines from several threads do not interleave). An error drops the line: a closed or
    /// full standard error must not stop the server, as `FileHandle.write(_:)` would by trapping.
    public static let write: @Sendable (String) -> Void = { line in
        var line = line
        line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(STDERR_FILENO, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

extension StandardErrorLines {
    /// Makes a write to a pipe whose reader has gone (`recipes serve 2>&1 | head`, a log shipper that stopped) fail
    /// with `EPIPE`, which drops the line, instead of killing the server with `SIGPIPE`; sockets already do (NIO).
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}

/// The C library's `write`, named apart from `StandardErrorLines.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
