import Foundation
import RecipesCLI
import RecipesNetwork

/// The `recipes-net` executable: the whole of `recipes`, the network edge included (the server, HTTP, PostgreSQL,
/// accounts); `recipes` runs it in its place for the commands that need it.
@main
enum RecipesNetMain {
    static func main() async {
        ProcessStart.prepareStandardStreamsAndSignals()
        // Only for the hand-off itself: a `recipes` this process runs (an editor's hook, a script) may hand off again.
        NetworkHelper.acceptHandOff()
        await RecipesCommand.runMain(network: LiveNetworkEdge())
    }
}
