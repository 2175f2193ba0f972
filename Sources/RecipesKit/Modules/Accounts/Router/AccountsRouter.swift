import Foundation

/// Composes the accounts module (`user`, `token`): the presenter over the store, its hasher and digest, and a view.
public enum AccountsRouter {
    /// Builds the module; run it with `present(_:)`.
    public static func makeModule(
        store: any AccountStoreProtocol, hasher: any PasswordHasherProtocol, digest: any SecretDigestProtocol,
        view: (any AccountsViewProtocol)?, now: @escaping @Sendable () -> Date = Date.init
    ) -> any AccountsPresenterProtocol {
        AccountsPresenter(store: store, hasher: hasher, digest: digest, now: now, view: view)
    }
}
