import Foundation

/// Shows a person's marks or cooking, or says why they could not be read or changed.
public protocol PersonalViewProtocol: Sendable {
    /// Shows what the request led to.
    func show(personal: PersonalShown) async
    /// Says why the request failed.
    func show(error message: String) async
}
