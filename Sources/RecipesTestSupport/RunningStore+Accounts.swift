import Foundation
import RecipesKit

extension RunningStore: AccountStoreProtocol {
    /// The opened store's accounts; a store opened without them fails each call with the method's name.
    private func household(_ method: String) throws(CatalogStoreError) -> any AccountStoreProtocol {
        guard let accounts = opened.accounts else { throw CatalogStoreError(.unavailable, "\(method): \(location) keeps no accounts") }
        return accounts
    }

    public func accounts() async throws(CatalogStoreError) -> [Account] {
        try await household("accounts()").accounts()
    }

    public func credentials(named name: String) async throws(CatalogStoreError) -> StoredCredentials? {
        try await household("credentials(named:)").credentials(named: name)
    }

    public func addAccount(_ account: Account, passwordHash: String) async throws(CatalogStoreError) {
        try await household("addAccount(_:passwordHash:)").addAccount(account, passwordHash: passwordHash)
    }

    public func removeAccount(named name: String) async throws(CatalogStoreError) -> Account {
        try await household("removeAccount(named:)").removeAccount(named: name)
    }

    public func setPasswordHash(_ hash: String, named name: String) async throws(CatalogStoreError) -> Account {
        try await household("setPasswordHash(_:named:)").setPasswordHash(hash, named: name)
    }

    public func setRole(_ role: Role, named name: String) async throws(CatalogStoreError) -> Account {
        try await household("setRole(_:named:)").setRole(role, named: name)
    }

    public func addToken(_ draft: APITokenDraft, secretDigest: String) async throws(CatalogStoreError) -> APIToken {
        try await household("addToken(_:secretDigest:)").addToken(draft, secretDigest: secretDigest)
    }

    public func tokens() async throws(CatalogStoreError) -> [APIToken] {
        try await household("tokens()").tokens()
    }

    public func revokeToken(id: Int) async throws(CatalogStoreError) -> APIToken {
        try await household("revokeToken(id:)").revokeToken(id: id)
    }

    public func account(forTokenDigest secretDigest: String, at now: Date) async throws(CatalogStoreError) -> Account? {
        try await household("account(forTokenDigest:at:)").account(forTokenDigest: secretDigest, at: now)
    }
}
