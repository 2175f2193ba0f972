import Foundation
import RecipesKit
import RecipesSecurity
import RecipesTestSupport
import Testing

/// What every store promises about users and tokens, checked on SQLite and PostgreSQL.
@Suite struct AccountStoreContractTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    func household(_ store: any CatalogStoreProtocol) throws -> any AccountStoreProtocol {
        try #require(store as? any AccountStoreProtocol, "\(type(of: store)) keeps no accounts")
    }

    @Test(arguments: StoreKind.available) func usersAreKeptByNameIgnoringCaseWithTheirHashes(kind: StoreKind) async throws {
        let (store, reopen) = try await kind.make()
        let accounts = try household(store)
        try await accounts.addAccount(Account(name: "Ana", role: .owner, created: now), passwordHash: "hash-a")
        try await accounts.addAccount(Account(name: "bob", role: .viewer, created: now), passwordHash: "hash-b")
        await #expect(throws: AccountStoreChecks.taken("ANA")) {
            try await accounts.addAccount(Account(name: "ANA", role: .editor, created: now), passwordHash: "x")
        }
        let again = try household(try await reopen())
        #expect(try await again.accounts() == [Account(name: "Ana", role: .owner, created: now), Account(name: "bob", role: .viewer, created: now)])
        #expect(try await again.credentials(named: "ana") == StoredCredentials(account: Account(name: "Ana", role: .owner, created: now), passwordHash: "hash-a"))
        #expect(try await again.credentials(named: "nobody") == nil)
        #expect(try await again.setPasswordHash("hash-b2", named: "BOB").name == "bob")
        #expect(try await again.credentials(named: "bob")?.passwordHash == "hash-b2")
        await #expect(throws: AccountStoreChecks.noAccount("carol")) { _ = try await again.setPasswordHash("x", named: "carol") }
    }

    @Test(arguments: StoreKind.available) func theHouseholdKeepsAnOwnerOnceItHasOne(kind: StoreKind) async throws {
        let accounts = try household(try await kind.make().store)
        try await accounts.addAccount(Account(name: "ana", role: .owner, created: now), passwordHash: "h")
        try await accounts.addAccount(Account(name: "bob", role: .editor, created: now), passwordHash: "h")
        await #expect(throws: AccountStoreChecks.lastOwner("ana")) { _ = try await accounts.removeAccount(named: "ana") }
        await #expect(throws: AccountStoreChecks.lastOwner("ana")) { _ = try await accounts.setRole(.viewer, named: "Ana") }
        #expect(try await accounts.setRole(.owner, named: "bob").role == .owner)
        #expect(try await accounts.removeAccount(named: "ana").name == "ana")
        #expect(try await accounts.accounts().map(\.name) == ["bob"])
        await #expect(throws: AccountStoreChecks.noAccount("ana")) { _ = try await accounts.removeAccount(named: "ana") }
    }

    @Test(arguments: StoreKind.available) func tokensAreFoundByDigestUntilExpiryAndGoWithTheirUser(kind: StoreKind) async throws {
        let accounts = try household(try await kind.make().store)
        try await accounts.addAccount(Account(name: "ana", role: .owner, created: now), passwordHash: "h")
        try await accounts.addAccount(Account(name: "Bob", role: .editor, created: now), passwordHash: "h")
        let lasting = try await accounts.addToken(APITokenDraft(account: "bob", label: " tablet ", created: now, expires: nil), secretDigest: "d1")
        let brief = try await accounts.addToken(
            APITokenDraft(account: "ana", label: "", created: now, expires: now.addingTimeInterval(60)), secretDigest: "d2")
        #expect(lasting.account == "Bob")
        #expect(lasting.label == "tablet")
        #expect(try await accounts.tokens() == [lasting, brief])
        #expect(try await accounts.account(forTokenDigest: "d1", at: now.addingTimeInterval(1e8))?.name == "Bob")
        #expect(try await accounts.account(forTokenDigest: "d2", at: now.addingTimeInterval(59))?.role == .owner)
        #expect(try await accounts.account(forTokenDigest: "d2", at: now.addingTimeInterval(60)) == nil)
        #expect(try await accounts.account(forTokenDigest: "d3", at: now) == nil)
        await #expect(throws: AccountStoreChecks.noAccount("carol")) {
            _ = try await accounts.addToken(APITokenDraft(account: "carol", label: "", created: now, expires: nil), secretDigest: "d4")
        }

        #expect(try await accounts.revokeToken(id: brief.id) == brief)
        await #expect(throws: AccountStoreChecks.noToken(brief.id)) { _ = try await accounts.revokeToken(id: brief.id) }
        _ = try await accounts.removeAccount(named: "bob")
        #expect(try await accounts.tokens().isEmpty)
        #expect(try await accounts.account(forTokenDigest: "d1", at: now) == nil)
    }

    @Test func bcryptHashesAreSaltedAndVerifiedAndSHA256MatchesItsStandardVector() {
        let hasher = BcryptPasswordHasher(cost: 4)
        let first = hasher.hash("correct horse")
        #expect(first.hasPrefix("$2b$04$"))
        #expect(first != hasher.hash("correct horse"))
        #expect(hasher.verify("correct horse", against: first))
        #expect(!hasher.verify("correct horsE", against: first))
        #expect(!hasher.verify("correct horse", against: "test$correct horse"))
        #expect(SHA256SecretDigest().digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
