import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `recipes serve` could not start listening, worded for one line on standard error.
public enum ServeFailure {
    /// `error` as people read it: an errno's text in lowercase (`address already in use`), else the error itself.
    public static func describe(_ error: any Error) -> String {
        if let error = error as? IOError {
            return String(cString: strerror(error.errnoCode)).lowercased()
        }
        return String(describing: error)
    }
}
