import ArgumentParser
import Foundation
import RecipesKit
import RecipesTerminal

/// `recipes cook`: a recipe step by step, full screen, with timers that count down while you cook.
struct CookCommand: RecipesSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "cook",
        abstract: "Cook a recipe step by step, full screen, with live timers.",
        discussion: """
            Keys: Enter, n or → next; p or ← back; t starts the step's timer (several can run; they count down \
            at the bottom, and the bell rings when one ends); q quits, asking first while timers run. Needs a \
            terminal; to print the steps instead, use `recipes show NAME --timers`.
            """)

    @Argument(help: "The recipe's name (exact, any case, or a unique prefix).", completion: RecipeNameCompletion.kind)
    var name: String

    @OptionGroup var scaling: ScaleOption

    @Option(name: .long, help: .hidden)
    var clockScale: Double = 1

    @OptionGroup var origin: SourceOptions

    func validate() throws {
        if name.allSatisfy(\.isWhitespace) { throw ValidationError("NAME must not be empty") }
        guard clockScale > 0, clockScale <= 1_000_000 else { throw ValidationError("--clock-scale must be above 0 and at most 1000000") }
    }


    func run(with dependencies: Dependencies) async throws {
        let console = dependencies.console
        guard RawTerminal.isAvailable else {
            console.writeMessage("cook needs a terminal on standard input and output; to print the steps, use: recipes show \"\(name.trimmingCharacters(in: .whitespaces))\" --timers")
            throw ExitCode(64)
        }
        try await dependencies.withCatalog(origin) { access in
            let view = TerminalCookView(terminal: RawTerminal(), console: console)
            let module = CookRouter.makeModule(dependencies: dependencies.modules(access, clock: ScaledClock(scale: clockScale)), view: view)
            switch await module.present(CookRequest(name: name, scale: try scaling.factor())) {
            case .shown(.quit): return
            case .shown(.interrupted): throw ExitCode(130)
            case .shown(.terminated): throw ExitCode(143)
            case let other: try other.outcome.exit()
            }
        }
    }
}
