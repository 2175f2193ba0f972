import ArgumentParser
import RecipesKit

extension ModuleOutcome {
    /// The exit status: 0 shown, 1 nothing matched (like grep), 65 bad catalog data, 69 source unreachable.
    package var exitCode: ExitCode {
        switch self {
        case .shown: .success
        case .empty, .failed(.notFound), .failed(.ambiguous): .failure
        case .failed(.catalog(let error)): error.kind == .badData ? ExitCode(65) : ExitCode(69)
        case .failed(.noServingCount): ExitCode(64)
        case .failed(.store(let error)):
            switch error.kind {
            case .invalid: ExitCode(65)
            case .duplicate, .notFound, .conflict: .failure
            case .unavailable: ExitCode(69)
            case .forbidden: ExitCode(77)
            case .unsupported: ExitCode(64)
            }
        }
    }

    /// Ends the command with this outcome's exit status.
    func exit() throws {
        if exitCode != .success { throw exitCode }
    }
}
