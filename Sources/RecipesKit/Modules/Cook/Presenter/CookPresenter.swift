import Foundation

/// Drives cook mode.
public protocol CookPresenterProtocol: Sendable {
    /// Finds the recipe `request` names and walks through it on the view until the user is done; how it ended.
    func present(_ request: CookRequest) async -> Presented<CookOutcome>
}

/// Runs cook mode: finds the recipe, then feeds the view's events to the session and draws it after each.
public struct CookPresenter: CookPresenterProtocol {
    private let interactor: any NamedRecipesInteractorProtocol
    private let view: any CookViewProtocol
    private let clock: any CookClock

    /// Creates a presenter finding recipes through `interactor`, drawing on `view` with time from `clock`.
    public init(interactor: any NamedRecipesInteractorProtocol, view: any CookViewProtocol, clock: any CookClock) {
        self.interactor = interactor
        self.view = view
        self.clock = clock
    }

    public func present(_ request: CookRequest) async -> Presented<CookOutcome> {
        let recipe: Recipe
        do {
            recipe = try await interactor.recipes(named: [request.name])[0]
        } catch {
            // A name that is not one recipe is said before the screen is taken.
            await view.show(error: error.message)
            return .failed(error.failure, message: error.message)
        }
        view.enter()
        defer { view.restore() }
        let detail = RecipeDetailViewModel(recipe: recipe, showsTimers: true, scale: request.scale)
        return .shown(await run(detail, events: view.events()))
    }

    /// Shows `detail` step by step until the user quits or `events` end.
    func run(_ detail: RecipeDetailViewModel, events: AsyncStream<CookEvent>) async -> CookOutcome {
        var session = CookSession(detail: detail)
        await view.show(session, now: clock.now())
        for await event in events {
            let now = clock.now()
            var effects: [CookSession.Effect] = []
            switch event {
            case .keys(let bytes): effects = CookSession.keys(in: bytes).map { session.handle($0, now: now) }
            case .tick, .resize: effects = [session.tick(now: now)]
            case .terminate: return .terminated
            }
            if effects.contains(.interrupt) { return .interrupted }
            if effects.contains(.quit) { return .quit }
            if effects.contains(.ring) { await view.ring() }
            await view.show(session, now: now)
        }
        return .terminated
    }
}
