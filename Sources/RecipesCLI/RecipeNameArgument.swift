import ArgumentParser

/// The NAME argument of commands that act on one recipe: matched exactly, ignoring case, or as a unique prefix.
struct RecipeNameArgument: ParsableArguments {
    @Argument(help: "The recipe's name (exact, any case, or a unique prefix).", completion: RecipeNameCompletion.kind)
    var name: String

    func validate() throws {
        if name.allSatisfy(\.isWhitespace) { throw ValidationError("NAME must not be empty") }
    }
}
