import Foundation
import RecipesKit

extension TerminalView: CatalogEditViewProtocol {
    public func show(edited: CatalogEditViewModel) async {
        // A no-op is a note on standard error, so scripts reading standard output see only changes.
        if edited.isNote {
            edited.lines.forEach(console.writeMessage)
        } else {
            console.writeText(edited.lines.map { $0 + "\n" }.joined())
        }
    }
}

extension TerminalView: ImportViewProtocol {
    public func show(imported: ImportViewModel) async {
        console.writeText(imported.lines.map { $0 + "\n" }.joined())
    }
}
