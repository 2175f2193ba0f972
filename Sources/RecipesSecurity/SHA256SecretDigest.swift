import Crypto
import RecipesKit

/// API tokens and session ids digested with SHA-256 (swift-crypto) before they are stored or looked up.
public struct SHA256SecretDigest: SecretDigestProtocol {
    /// Creates the digest.
    public init() {}

    public func digest(_ secret: String) -> String {
        SHA256.hash(data: Array(secret.utf8)).map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
