import Foundation

/// Shows the pantry, or says why it could not be read or changed.
public protocol PantryViewProtocol: Sendable {
    /// Shows the pantry and what changed.
    func show(pantry: PantryViewModel) async
    /// Says why the request failed.
    func show(error message: String) async
}
