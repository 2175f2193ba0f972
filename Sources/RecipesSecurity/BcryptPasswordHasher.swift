import HummingbirdBcrypt
import RecipesKit

/// Passwords hashed with bcrypt (hummingbird-auth's): salted, and slow by a cost that doubles the work per step.
public struct BcryptPasswordHasher: PasswordHasherProtocol {
    /// The cost `recipes` uses: 2^12 rounds, about 0.3 s per hash on a 2-core machine
    /// (docs/SECURITY.md), slow for a guesser and tolerable for a sign-in.
    public static let standardCost: UInt8 = 12

    private let cost: UInt8

    /// Creates a hasher working at `cost` (4 to 31; tests use 4).
    public init(cost: UInt8 = BcryptPasswordHasher.standardCost) {
        self.cost = min(max(cost, 4), 31)
    }

    public func hash(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    public func verify(_ password: String, against hash: String) -> Bool {
        // A hash that is not bcrypt's (a row another program wrote) matches nothing.
        guard hash.hasPrefix("$2") else { return false }
        return Bcrypt.verify(password, hash: hash)
    }
}
