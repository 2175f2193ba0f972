import ArgumentParser
import RecipesKit

extension ModuleOutcome {
    /// The exit status: 0 shown, 1 nothing matched (like grep), 65 bad catalog data, 69 source unreachable.
    var exitCode: ExitCode {
        switch self {
        case .shown: .success
        case .empty, .failed(.notFound), .failed(.ambiguous): .failure
        case .failed(.catalog(let error)): error.kind == .badData ? ExitCode(65) : ExitCode(69)
        }
    }

    /// Ends the command with this outcome's exit status.
    func exit() throws {
        if exitCode != .success { throw exitCode }
    }
}
