import ArgumentParser
import Foundation
import RecipesKit
import RecipesTerminal

/// `recipes edit`: a recipe's JSON in the user's editor, checked and written back in one transaction.
struct EditCommand: RecipesSubcommand {
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

    func run(with dependencies: Dependencies) async throws {
        let console = dependencies.console
        try await dependencies.withCatalog(catalog.origin) { access in
            guard access.writer != nil else {
                console.writeMessage("\(access.facade.sourceDescription) is read-only; edit the store (no --source) or a catalog service (--source http://…)")
                throw ExitCode(77)
            }
            let module = CatalogEditRouter.makeModule(
                dependencies: dependencies.modules(access), view: TerminalViews.edit(catalog.format, console: console))
            let found = await module.recipe(named: recipe.name)
            guard let original = found.shown else { return try found.outcome.exit() }
            let editor = RecipeEditor(environment: dependencies.environment, console: console)
            guard let edited = try editor.edit(original, limits: try catalog.origin.limits()) else {
                return await module.presentUnchanged(original)
            }
            let outcome = await module.present(.replace(name: original.displayName, with: edited, original: original)).outcome
            if case .failed = outcome, let kept = editor.file?.path { console.writeMessage("your edit is kept in \(kept)") } else { editor.discard() }
            try outcome.exit()
        }
    }
}
