import Foundation
@testable import RecipesKit
@testable import RecipesTerminal
import RecipesTestSupport
import Synchronization
import Testing

let stewRecipe = Recipe(
    name: "Stew", ingredients: [Ingredient(quantity: "1 lb", name: "beef", type: "Meat")],
    steps: ["Brown the beef.", "Simmer it.", "Serve."], timers: [10, 90])
let stew = RecipeDetailViewModel(recipe: stewRecipe, showsTimers: true)

@Suite struct CookSessionTests {
    @Test func readsKeysIncludingArrowsAndControlCharacters() {
        #expect(CookSession.keys(in: Array("nptqy".utf8)) == [.next, .previous, .timer, .quit, .yes])
        #expect(CookSession.keys(in: [0x0D, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x03]) == [.next, .next, .previous, .interrupt])
    }

    @Test func pagesGoFromTheIngredientsThroughEachStepAndStopAtTheEnds() {
        var session = CookSession(detail: stew)
        #expect(session.step == nil)
        _ = session.handle(.previous, now: 0)
        #expect(session.page == 0)
        for _ in 0..<3 { _ = session.handle(.next, now: 0) }
        #expect(session.step?.number == 3)
        _ = session.handle(.next, now: 0)
        #expect(session.page == 3)
        #expect(session.message == "That was the last step. Enjoy! (q quits)")
    }

    @Test func timersRunSideBySideAndRingWhenDue() {
        var session = CookSession(detail: stew)
        _ = session.handle(.timer, now: 0)
        #expect(session.timers.isEmpty)
        _ = session.handle(.next, now: 0)
        _ = session.handle(.timer, now: 0)
        _ = session.handle(.timer, now: 1)
        #expect(session.message == "Step 1's timer is already running.")
        _ = session.handle(.next, now: 60)
        _ = session.handle(.timer, now: 60)
        #expect(session.timers.map(\.step) == [1, 2])
        #expect(session.tick(now: 599) == .redraw)
        #expect(session.tick(now: 600) == .ring)
        #expect(session.message == "Time is up for step 1 (10 min)!")
        #expect(session.timers.map(\.step) == [2])
        _ = session.handle(.next, now: 700)
        _ = session.handle(.timer, now: 700)
        #expect(session.message == "Step 3 has no timer.")
    }

    @Test func quittingAsksFirstWhileTimersRun() {
        var session = CookSession(detail: stew)
        #expect(session.handle(.quit, now: 0) == .quit)
        _ = session.handle(.next, now: 0)
        _ = session.handle(.timer, now: 0)
        #expect(session.handle(.quit, now: 1) == .redraw)
        #expect(session.confirmingQuit)
        #expect(session.handle(.no, now: 2) == .redraw)
        #expect(session.timers.count == 1)
        _ = session.handle(.quit, now: 3)
        #expect(session.handle(.yes, now: 4) == .quit)
        #expect(session.handle(.interrupt, now: 5) == .interrupt)
    }
}

@Suite struct CookLayoutTests {
    @Test(arguments: [(80, 24), (40, 10), (20, 8), (5, 3)])
    func fillsTheScreenExactlyWithoutOverflowing(width: Int, height: Int) {
        var session = CookSession(detail: stew)
        _ = session.handle(.next, now: 0)
        _ = session.handle(.timer, now: 0)
        let lines = CookLayout.lines(for: session, now: 30, width: width, height: height)
        #expect(lines.count == max(height, 8))
        #expect(lines.allSatisfy { $0.count <= max(width, 20) })
        #expect(lines[0].hasSuffix("Step 1 of 3"))
    }

    @Test func countdownsShowMinutesAndSeconds() {
        #expect(CookLayout.clock(299.2) == "5:00")
        #expect(CookLayout.clock(59) == "0:59")
        #expect(CookLayout.clock(3_725) == "1:02:05")
        #expect(CookLayout.clock(-3) == "0:00")
        var session = CookSession(detail: stew)
        _ = session.handle(.next, now: 0)
        _ = session.handle(.timer, now: 0)
        #expect(CookLayout.lines(for: session, now: 1, width: 80, height: 24).last?.hasPrefix("Timers: step 1 9:59") == true)
    }

    @Test func recipeTextCannotDrawOutsideItsLines() {
        let hostile = RecipeDetailViewModel(
            recipe: Recipe(
                name: "Evil\u{1B}[2J", ingredients: [Ingredient(quantity: "1", name: "bread\u{07}\nmore", type: "")],
                steps: ["Toast\u{1B}]52;c;aGk=\u{07}\r\nit."], timers: [1]),
            showsTimers: true)
        var session = CookSession(detail: hostile)
        let ingredients = CookLayout.lines(for: session, now: 0, width: 80, height: 24)
        _ = session.handle(.next, now: 0)
        let step = CookLayout.lines(for: session, now: 0, width: 80, height: 24)
        for line in ingredients + step {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line)")
        }
        #expect(step[0].hasPrefix("Evil^[[2J"))
        #expect(step.contains("  Toast^[]52;c;aGk=^G^M it."))
    }

    @Test func wrapsLongStepsAtWordBoundaries() {
        #expect(CookLayout.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    }
}

/// A clock that answers each reading with the next time of a script (then the last one again).
final class ScriptedClock: CookClock {
    private let times: Mutex<[Double]>

    init(_ times: [Double] = [0]) {
        self.times = Mutex(times)
    }

    func now() -> Double {
        times.withLock { times in times.count > 1 ? times.removeFirst() : times.first ?? 0 }
    }
}

/// A cook view that keeps every screen it was asked to draw, the bells, the errors, and whether it took and gave
/// back the screen; its events end at once.
final class CapturingCookView: CookViewProtocol {
    private let screens = Mutex<[[String]]>([])
    private let bells = Mutex(0)
    private let recorded = Mutex<[String]>([])
    var lastScreen: [String] { screens.withLock { $0.last ?? [] } }
    var bellCount: Int { bells.withLock { $0 } }
    /// "enter", "events", "restore" and "error: …", in order.
    var calls: [String] { recorded.withLock { $0 } }

    func enter() { recorded.withLock { $0.append("enter") } }
    func restore() { recorded.withLock { $0.append("restore") } }
    func events() -> AsyncStream<CookEvent> {
        recorded.withLock { $0.append("events") }
        return AsyncStream { $0.finish() }
    }

    func show(error message: String) async { recorded.withLock { $0.append("error: " + message) } }

    func show(_ session: CookSession, now: Double) async {
        let lines = CookLayout.lines(for: session, now: now, width: 60, height: 12)
        screens.withLock { $0.append(lines) }
    }

    func ring() async { bells.withLock { $0 += 1 } }
}

@Suite struct CookPresenterTests {
    @Test func drawsAfterEveryEventRingsWhenATimerEndsAndQuits() async {
        let view = CapturingCookView()
        // One reading for the first screen, then one per event.
        let clock = ScriptedClock([0, 0, 601, 602])
        let (events, input) = AsyncStream.makeStream(of: CookEvent.self)
        for event in [CookEvent.keys(Array("nt".utf8)), .tick, .keys(Array("q".utf8))] { input.yield(event) }
        input.finish()
        #expect(await Self.presenter(view, clock: clock).run(stew, events: events) == .quit)
        #expect(view.bellCount == 1)
        #expect(view.lastScreen.contains("Time is up for step 1 (10 min)!"))
    }

    @Test func controlCIsAnInterruptAndTheEndOfInputATermination() async {
        let (events, input) = AsyncStream.makeStream(of: CookEvent.self)
        input.yield(.keys([0x03]))
        #expect(await Self.presenter(CapturingCookView()).run(stew, events: events) == .interrupted)
        let (ended, finish) = AsyncStream.makeStream(of: CookEvent.self)
        finish.finish()
        #expect(await Self.presenter(CapturingCookView()).run(stew, events: ended) == .terminated)
    }

    @Test func aNameThatIsNoRecipeIsSaidAndTheScreenIsNeverTaken() async {
        let view = CapturingCookView()
        let result = await Self.presenter(view).present(CookRequest(name: "Unicorn Pie"))
        #expect(result.outcome == .failed(.notFound))
        #expect(view.calls.count == 1)
        #expect(view.calls.first?.hasPrefix("error: no recipe named \"Unicorn Pie\"") == true)
    }

    @Test func aFoundRecipeTakesTheScreenAndGivesItBack() async {
        let view = CapturingCookView()
        let result = await Self.presenter(view).present(CookRequest(name: "Stew"))
        #expect(result == .shown(.terminated))
        #expect(view.calls == ["enter", "events", "restore"])
    }

    static func presenter(_ view: CapturingCookView, clock: ScriptedClock = ScriptedClock()) -> CookPresenter {
        CookPresenter(interactor: MockedNamedRecipesInteractor.finding(in: [stewRecipe]), view: view, clock: clock)
    }
}
