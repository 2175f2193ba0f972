import Foundation

/// What a presenter showed, returned to its caller: the view model when something was shown, else what was said
/// instead. The CLI turns its `outcome` into an exit status; the service answers with it, rendering its pages and
/// JSON at its own edge.
public enum Presented<ViewModel: Sendable>: Sendable {
    /// This was shown.
    case shown(ViewModel)
    /// Nothing matched; the message says so.
    case empty(message: String)
    /// The run failed, for this reason, said in one line.
    case failed(ModuleFailure, message: String)

    /// How the run ended.
    public var outcome: ModuleOutcome {
        switch self {
        case .shown: .shown
        case .empty: .empty
        case .failed(let failure, _): .failed(failure)
        }
    }

    /// The view model, when something was shown.
    public var shown: ViewModel? {
        if case .shown(let viewModel) = self { return viewModel }
        return nil
    }
}

extension Presented: Equatable where ViewModel: Equatable {}
