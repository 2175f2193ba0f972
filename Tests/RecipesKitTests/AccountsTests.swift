import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

/// The accounts module over an in-memory household: users, roles, the last owner, and tokens by digest.
@Suite struct AccountsTests {
    let start = Date(timeIntervalSince1970: 1_795_000_000)

    func module(_ store: InMemoryAccountStore, now: Date? = nil, secrets: [String] = ["rcp_first", "rcp_second"]) -> any AccountsPresenterProtocol {
        let now = now ?? start
        let pool = SecretPool(secrets)
        return AccountsPresenter(
            store: store, hasher: InsecureTestHashing(), digest: InsecureTestHashing(), now: { now }, newSecret: { pool.next() }, view: nil)
    }

    @Test func namesAreTrimmedCheckedAndUniqueIgnoringCase() async throws {
        let store = InMemoryAccountStore()
        let accounts = module(store)
        #expect(await accounts.present(.add(name: " Ana ", role: .owner, password: "long enough")).shown == .account(Account(name: "Ana", role: .owner, created: start), .added))
        guard case .failed(.store(let taken), _) = await accounts.present(.add(name: "ANA", role: .viewer, password: "long enough")) else {
            Issue.record("a name taken in another case was added")
            return
        }
        #expect(taken.kind == .duplicate)
        for bad in ["", "two words", "tab\there", String(repeating: "a", count: 65)] {
            #expect(AccountRules.name(bad) == nil, "\(bad)")
        }
        #expect(AccountRules.name("ana.b-c_d@home")?.key == "ana.b-c_d@home")
        #expect(try await store.credentials(named: "ana")?.passwordHash == "test$long enough")
    }

    @Test func passwordsAreBoundedByLengthAndBcryptsLimit() {
        #expect(AccountRules.passwordProblem("seven77") == "a password needs at least 8 characters")
        #expect(AccountRules.passwordProblem("eight888") == nil)
        #expect(AccountRules.passwordProblem(String(repeating: "é", count: 36)) == nil)
        #expect(AccountRules.passwordProblem(String(repeating: "é", count: 37))?.contains("at most 72 bytes") == true)
        #expect(AccountRules.passwordProblem("new\nline pass")?.contains("control characters") == true)
    }

    @Test func theLastOwnerCanBeNeitherRemovedNorDemoted() async throws {
        let store = InMemoryAccountStore()
        let accounts = module(store)
        _ = await accounts.present(.add(name: "ana", role: .owner, password: "long enough"))
        _ = await accounts.present(.add(name: "bob", role: .editor, password: "long enough"))
        for request in [AccountsRequest.remove(name: "ana"), .setRole(name: "ana", role: .editor)] {
            guard case .failed(.store(let error), let message) = await accounts.present(request) else {
                Issue.record("\(request) took away the last owner")
                continue
            }
            #expect(error.kind == .conflict)
            #expect(message == "'ana' is the household's last owner; make another user an owner first")
        }
        #expect(await accounts.present(.setRole(name: "bob", role: .owner)).shown == .account(Account(name: "bob", role: .owner, created: start), .roleChanged))
        #expect(await accounts.present(.setRole(name: "ana", role: .viewer)).outcome == .shown)
        #expect(try await store.accounts().map(\.role) == [.viewer, .owner])
    }

    @Test func aTokenActsForItsUserUntilItExpiresOrIsRevoked() async throws {
        let store = InMemoryAccountStore()
        _ = await module(store).present(.add(name: "ana", role: .editor, password: "long enough"))
        guard case .created(let token, let secret) = await module(store).present(.createToken(user: "ANA", label: " tablet ", lifetime: 3_600)).shown else {
            Issue.record("no token made")
            return
        }
        #expect(secret == "rcp_first")
        #expect(token.account == "ana")
        #expect(token.label == "tablet")
        #expect(token.expires == start.addingTimeInterval(3_600))
        // Only the digest is kept: the secret itself finds nothing.
        #expect(try await store.account(forTokenDigest: "digest$rcp_first", at: start)?.name == "ana")
        #expect(try await store.account(forTokenDigest: "rcp_first", at: start) == nil)
        #expect(try await store.account(forTokenDigest: "digest$rcp_first", at: start.addingTimeInterval(3_600)) == nil)

        #expect(await module(store).present(.revokeToken(id: token.id)).shown == .revoked(token))
        #expect(try await store.account(forTokenDigest: "digest$rcp_first", at: start) == nil)
        #expect(await module(store).present(.revokeToken(id: token.id)).outcome == .failed(.store(AccountStoreChecks.noToken(token.id))))
        #expect(await module(store).present(.createToken(user: "nobody", label: "", lifetime: nil)).outcome == .failed(.store(AccountStoreChecks.noAccount("nobody"))))
    }

    @Test func removingAUserRevokesTheirTokens() async throws {
        let store = InMemoryAccountStore()
        _ = await module(store).present(.add(name: "ana", role: .owner, password: "long enough"))
        _ = await module(store).present(.add(name: "bob", role: .editor, password: "long enough"))
        _ = await module(store).present(.createToken(user: "bob", label: "", lifetime: nil))
        #expect(await module(store).present(.remove(name: "Bob")).outcome == .shown)
        #expect(try await store.tokens().isEmpty)
        #expect(try await store.account(forTokenDigest: "digest$rcp_first", at: start) == nil)
    }

    @Test func lifetimesAreHoursDaysWeeksOrNever() throws {
        #expect(try AccountRules.lifetime("90d").get() == 90 * 86_400)
        #expect(try AccountRules.lifetime("48H").get() == 48 * 3_600)
        #expect(try AccountRules.lifetime("12w").get() == 12 * 604_800)
        #expect(try AccountRules.lifetime("never").get() == nil)
        for bad in ["", "0d", "-1d", "3651d", "1y", "d", "9999999999999999999w", "999999999999999w"] {
            guard case .failure = AccountRules.lifetime(bad) else {
                Issue.record("'\(bad)' was read as a lifetime")
                continue
            }
        }
    }

    @Test func rolesAreOrderedByWhatTheyMayDo() {
        #expect(Role.viewer < .editor && Role.editor < .owner)
        #expect(Role.allCases.map(\.mayWrite) == [false, true, true])
        #expect(Role.allCases.map(\.mayManageAccounts) == [false, false, true])
    }
}

/// Hands out the secrets it was given, in order.
private final class SecretPool: @unchecked Sendable {
    // @unchecked: `secrets` is only touched under `lock`.
    private let lock = NSLock()
    private var secrets: [String]

    init(_ secrets: [String]) { self.secrets = secrets }

    func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        return secrets.isEmpty ? "rcp_spent" : secrets.removeFirst()
    }
}
