import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: AccountsViewProtocol {
    /// The users or tokens listed, or the one changed (a new token with its secret).
    public func show(accounts: AccountsShown) async {
        console.write(AccountsEncoder.encode(accounts))
    }
}
