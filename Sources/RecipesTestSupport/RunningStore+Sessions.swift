import Foundation
import RecipesKit

extension RunningStore: SessionStoreProtocol {
    /// The opened store's sessions; a store opened without them fails each call with the method's name.
    private func sessions(_ method: String) throws(CatalogStoreError) -> any SessionStoreProtocol {
        guard let sessions = opened.sessions else { throw CatalogStoreError(.unavailable, "\(method): \(location) keeps no sessions") }
        return sessions
    }

    public func startSession(_ draft: SessionDraft) async throws(CatalogStoreError) {
        try await sessions("startSession(_:)").startSession(draft)
    }

    public func session(idDigest: String, at now: Date, policy: SessionPolicy) async throws(CatalogStoreError) -> SignedInSession? {
        try await sessions("session(idDigest:at:policy:)").session(idDigest: idDigest, at: now, policy: policy)
    }

    public func endSession(idDigest: String) async throws(CatalogStoreError) {
        try await sessions("endSession(idDigest:)").endSession(idDigest: idDigest)
    }

    public func signInFailures(_ subjects: [String]) async throws(CatalogStoreError) -> [String: SignInFailures] {
        try await sessions("signInFailures(_:)").signInFailures(subjects)
    }

    public func recordSignInFailure(_ subjects: [String], at now: Date) async throws(CatalogStoreError) {
        try await sessions("recordSignInFailure(_:at:)").recordSignInFailure(subjects, at: now)
    }

    public func clearSignInFailures(_ subjects: [String]) async throws(CatalogStoreError) {
        try await sessions("clearSignInFailures(_:)").clearSignInFailures(subjects)
    }
}
