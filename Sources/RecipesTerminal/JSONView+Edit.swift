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
