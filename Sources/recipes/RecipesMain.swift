import Foundation
import RecipesCLI

/// The `recipes` executable: hands the command line to the CLI's root command, or to `recipes-net` when it needs
/// the network (the server, HTTP, PostgreSQL, accounts), which this one is built without so that it starts fast.
@main
enum RecipesMain {
    static func main() async {
        ProcessStart.prepareStandardStreamsAndSignals()
        if NetworkHelper.isNeeded(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) {
            NetworkHelper.handOff()
        }
        // Only here: `recipes-net` serves for as long as it runs and gives freed memory back as it goes (and
        // `list --watch`, the one local command that waits, gives it back before each wait).
        ProcessStart.keepFreedMemory()
        await RecipesCommand.runMain(network: NetworkHelper())
    }
}
