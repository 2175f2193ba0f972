import Foundation

/// Drives the accounts module.
public protocol AccountsPresenterProtocol: Sendable {
    /// Does what `request` asks and shows the result.
    func present(_ request: AccountsRequest) async -> Presented<AccountsShown>
}

/// Adds, changes and lists users and tokens in the store, hashing passwords and digesting tokens on the way in.
public struct AccountsPresenter: AccountsPresenterProtocol {
    private let store: any AccountStoreProtocol
    private let hasher: any PasswordHasherProtocol
    private let digest: any SecretDigestProtocol
    private let now: @Sendable () -> Date
    private let newSecret: @Sendable () -> String
    private let view: (any AccountsViewProtocol)?

    /// Creates a presenter over `store`, reading the time from `now` and making token secrets with `newSecret`.
    public init(
        store: any AccountStoreProtocol, hasher: any PasswordHasherProtocol, digest: any SecretDigestProtocol,
        now: @escaping @Sendable () -> Date = Date.init, newSecret: @escaping @Sendable () -> String = AccountRules.newToken,
        view: (any AccountsViewProtocol)?
    ) {
        self.store = store
        self.hasher = hasher
        self.digest = digest
        self.now = now
        self.newSecret = newSecret
        self.view = view
    }

    public func present(_ request: AccountsRequest) async -> Presented<AccountsShown> {
        do {
            let shown = try await perform(request)
            await view?.show(accounts: shown)
            return .shown(shown)
        } catch {
            await view?.show(error: error.message)
            return .failed(.store(error), message: error.message)
        }
    }

    private func perform(_ request: AccountsRequest) async throws(CatalogStoreError) -> AccountsShown {
        switch request {
        case .list:
            return .accounts(try await store.accounts())
        case .add(let name, let role, let password):
            let (name, _) = try AccountStoreChecks.name(name)
            try Self.check(password)
            let account = Account(name: name, role: role, created: now())
            try await store.addAccount(account, passwordHash: hasher.hashInBackground(password))
            return .account(account, .added)
        case .remove(let name):
            return .account(try await store.removeAccount(named: name), .removed)
        case .setPassword(let name, let password):
            try Self.check(password)
            return .account(try await store.setPasswordHash(hasher.hashInBackground(password), named: name), .passwordChanged)
        case .setRole(let name, let role):
            return .account(try await store.setRole(role, named: name), .roleChanged)
        case .listTokens:
            return .tokens(try await store.tokens())
        case .createToken(let user, let label, let lifetime):
            let created = now()
            let draft = APITokenDraft(account: user, label: label, created: created, expires: lifetime.map { created.addingTimeInterval($0) })
            let secret = newSecret()
            return .created(try await store.addToken(draft, secretDigest: digest.digest(secret)), secret: secret)
        case .revokeToken(let id):
            return .revoked(try await store.revokeToken(id: id))
        }
    }

    private static func check(_ password: String) throws(CatalogStoreError) {
        if let problem = AccountRules.passwordProblem(password) { throw CatalogStoreError(.invalid, problem) }
    }
}
