import ArgumentParser
import Foundation
import RecipesKit

/// `recipes edit`: a recipe's JSON in the user's editor, checked and written back in one transaction.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a recipe's JSON in $VISUAL or $EDITOR, then check it and write it back.",
        discussion: """
            The recipe is written to a temporary file and opened in $VISUAL, else $EDITOR, else vi. When the \
            editor exits, the file is checked like a recipe to add (a new name renames the recipe); if it is \
            not valid, the message is shown and, on a terminal, the editor opens again. Saving the file \
            unchanged changes nothing. Nothing is written until the edit is valid, and then in one transaction.
            """)

    @OptionGroup var recipe: RecipeNameArgument

    @OptionGroup var catalog: CatalogOptions

    func run() async throws {
        let console = CompositionRoot.console
        let (configuration, writer, _) = try catalog.writeTarget()
        guard writer != nil else {
            console.writeMessage("\(configuration.facade.sourceDescription) is read-only; edit the store (no --source) or a catalog service (--source http://…)")
            throw ExitCode(77)
        }
        let module = CatalogEditRouter.makeModule(configuration: configuration, writer: writer, favorites: nil)
        let found = await module.recipe(named: recipe.name)
        guard let original = found.recipe else { return try found.outcome.exit() }
        let editor = RecipeEditor(environment: catalog.origin.environment, console: console)
        guard let edited = try editor.edit(original, limits: try catalog.origin.limits()) else {
            console.writeMessage("no changes to \"\(original.displayName)\"")
            return
        }
        try await module.perform(.replace(name: original.displayName, with: edited)).exit()
        editor.discard()
    }
}
