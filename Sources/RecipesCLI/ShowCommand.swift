import ArgumentParser
import RecipesKit

/// `recipes show NAME`: one recipe, with its ingredients and steps.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one recipe's ingredients and steps.",
        discussion: "NAME matches exactly, else ignoring case, else as the start of exactly one recipe's name.")

    @Argument(help: "The recipe's name, or the start of it.")
    var name: String

    @Flag(name: .long, help: "Show each step's timer and the total time.")
    var timers = false

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if name.allSatisfy(\.isWhitespace) { throw ValidationError("NAME must not be empty") }
    }

    func run() async throws {
        let module = await RecipeDetailRouter.makeModule(
            name: name, showsTimers: timers, configuration: try catalog.moduleConfiguration())
        try await module.fetchRecipe().exit()
    }
}
