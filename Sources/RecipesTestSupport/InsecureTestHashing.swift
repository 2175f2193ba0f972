import Foundation
import RecipesKit

/// A password hasher and secret digest for tests of the layers above them: fast and reversible, so never used
/// outside tests (the real ones are `BcryptPasswordHasher` and `SHA256SecretDigest`).
public struct InsecureTestHashing: PasswordHasherProtocol, SecretDigestProtocol {
    /// Creates the test hashing.
    public init() {}

    public func hash(_ password: String) -> String { "test$" + password }

    public func verify(_ password: String, against hash: String) -> Bool { hash == "test$" + password }

    public func digest(_ secret: String) -> String { "digest$" + secret }
}
