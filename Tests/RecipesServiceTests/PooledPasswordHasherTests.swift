import Foundation
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Passwords set from `/settings` are hashed on NIO's thread pool, as sign-in checks them.
@Suite struct PooledPasswordHasherTests {
    /// The test hashing, recording the name of the thread each hash was made on.
    struct ThreadRecordingHasher: PasswordHasherProtocol {
        let threads = CallLog<String>()
        func hash(_ password: String) -> String {
            threads.append(Thread.current.name ?? "")
            return InsecureTestHashing().hash(password)
        }
        func verify(_ password: String, against hash: String) -> Bool { InsecureTestHashing().verify(password, against: hash) }
    }

    @Test func aHashInTheBackgroundIsMadeOnTheThreadPoolAndVerifies() async {
        let recording = ThreadRecordingHasher()
        let hasher = PooledPasswordHasher(inner: recording)
        let hash = await hasher.hashInBackground("correct horse")
        #expect(hasher.verify("correct horse", against: hash) && !hasher.verify("wrong", against: hash))
        #expect(recording.threads.entries.count == 1)
        // NIO names its pools' threads "TP-#N" (the shared one "SGLTN-TP-#N"); Swift's cooperative threads have no such name.
        #expect(recording.threads.entries.first?.contains("TP-#") == true, "\(recording.threads.entries)")
    }
}
