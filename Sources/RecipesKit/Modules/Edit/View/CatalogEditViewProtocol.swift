import Foundation

/// Shows what an edit changed, or why it changed nothing.
public protocol CatalogEditViewProtocol: Sendable {
    /// Shows the changes.
    func show(edited: CatalogEditViewModel) async
    /// Says why nothing was changed.
    func show(error message: String) async
}
