import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: CatalogEditViewProtocol {
    /// The recipes concerned, as a catalog array, so `recipes add … --format json` feeds the next command.
    public func show(edited: CatalogEditViewModel) async {
        console.write(CatalogEncoder().encode(edited.recipes))
        if edited.isNote { edited.lines.forEach(console.writeMessage) }
        edited.notes.forEach(console.writeMessage)
    }
}

extension JSONView: ImportViewProtocol {
    /// The recipes imported (or that would be, with `--dry-run`) as a catalog array; what was left out on standard
    /// error.
    public func show(imported: ImportViewModel) async {
        console.write(CatalogEncoder().encode(imported.recipes))
        imported.notes.forEach(console.writeMessage)
    }
}
