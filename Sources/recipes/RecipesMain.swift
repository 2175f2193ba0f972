import Foundation
import RecipesCLI

/// The `recipes` executable: hands the command line to the CLI's root command.
@main
enum RecipesMain {
    static func main() async {
        // A parent may start us with SIGINT and SIGTERM blocked (thread pools often block signals, and children
        // inherit the mask); `serve` needs them to shut down gracefully, `cook` to restore the terminal and redraw.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        sigaddset(&signals, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        await RecipesCommand.main(nil)
    }
}
