import Foundation

/// Shows users and tokens, or says why a request failed.
public protocol AccountsViewProtocol: Sendable {
    /// Shows what the request listed or changed.
    func show(accounts: AccountsShown) async
    /// Says why the request failed.
    func show(error message: String) async
}
