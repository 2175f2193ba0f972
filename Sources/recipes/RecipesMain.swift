import RecipesCLI

/// The `recipes` executable: hands the command line to the CLI's root command.
@main
enum RecipesMain {
    static func main() async {
        await RecipesCommand.main(nil)
    }
}
