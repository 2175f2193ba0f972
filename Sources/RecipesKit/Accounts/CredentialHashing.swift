import Foundation

/// Turns passwords into slow, salted hashes and checks passwords against them.
public protocol PasswordHasherProtocol: Sendable {
    /// A new salted hash of `password`.
    func hash(_ password: String) -> String
    /// Whether `password` is the one `hash` was made from.
    func verify(_ password: String, against hash: String) -> Bool
    /// `hash(password)`, made where a slow hash holds up no other work: a server's thread pool for blocking work.
    func hashInBackground(_ password: String) async -> String
}

extension PasswordHasherProtocol {
    /// A command hashes on its own task: it has nothing else to do meanwhile.
    public func hashInBackground(_ password: String) async -> String { hash(password) }
}

/// Digests secrets the server makes itself (API tokens, session ids) for storage. A fast digest is enough: the
/// secrets hold 192 random bits, so the digest of a guess gives nothing away.
public protocol SecretDigestProtocol: Sendable {
    /// The digest of `secret`, in hex.
    func digest(_ secret: String) -> String
}
