import Foundation

/// Runs cook mode: feeds events to the session and draws it after each.
public struct CookPresenter: Sendable {
    private let view: any CookViewProtocol
    private let clock: any CookClock

    /// Creates a presenter drawing on `view` with time from `clock`.
    public init(view: any CookViewProtocol, clock: any CookClock) {
        self.view = view
        self.clock = clock
    }

    /// Shows `detail` step by step until the user quits or `events` end.
    public func run(_ detail: RecipeDetailViewModel, events: AsyncStream<CookEvent>) async -> CookOutcome {
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
