import Foundation

/// Shows what an import did, or why it imported nothing.
public protocol ImportViewProtocol: Sendable {
    /// Shows the recipes imported, and what was refused or left out.
    func show(imported: ImportViewModel) async
    /// Says why nothing was imported, one line at a time.
    func show(error message: String) async
    /// Ends a run of imports (every input read), for a view that shows them together.
    func finish() async
}

extension ImportViewProtocol {
    /// A view that shows each import as it comes has nothing left to show.
    public func finish() async {}
}
