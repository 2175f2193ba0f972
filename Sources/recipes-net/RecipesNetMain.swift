import Foundation
import RecipesCLI
import RecipesNetwork

/// The `recipes-net` executable: the whole of `recipes`, the network edge included (the server, HTTP, PostgreSQL,
/// accounts); `recipes` runs it in its place for the commands that need it.
@main
enum RecipesNetMain {
    static func main() async {
        ProcessStart.prepareStandardStreamsAndSignals()
        await RecipesCommand.runMain(network: LiveNetworkEdge())
    }
}
