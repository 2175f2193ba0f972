import Foundation
import NIOPosix
import RecipesKit

/// Hashes passwords on NIO's thread pool for blocking work, where sign-in checks them: bcrypt's 0.3 s then holds no
/// thread of Swift's cooperative pool, which answers every other request.
struct PooledPasswordHasher: PasswordHasherProtocol {
    /// The hasher whose work is moved.
    let inner: any PasswordHasherProtocol

    func hash(_ password: String) -> String { inner.hash(password) }

    func verify(_ password: String, against hash: String) -> Bool { inner.verify(password, against: hash) }

    func hashInBackground(_ password: String) async -> String {
        let inner = self.inner
        // The pool stops only as the process ends; a hash asked for then is made here.
        if let hash = try? await NIOThreadPool.singleton.runIfActive({ inner.hash(password) }) { return hash }
        return inner.hash(password)
    }
}
