import NIOCore
import RecipesKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `recipes serve` could not start: its catalog could not be read (thrown before the server listens).
public enum ServeFailure: Error {
    /// The first snapshot could not be read.
    case catalog(CatalogError)

    /// `error` as people read it: an errno's text in lowercase (`address already in use`), else the error itself.
    public static func describe(_ error: any Error) -> String {
        if let error = error as? IOError {
            return String(cString: strerror(error.errnoCode)).lowercased()
        }
        return String(describing: error)
    }
}
