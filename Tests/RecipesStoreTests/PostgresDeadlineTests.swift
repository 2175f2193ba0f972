import Foundation
@testable import RecipesPostgres
import RecipesKit
import Synchronization
import Testing

/// The deadline every PostgreSQL call runs under holds whatever the driver does: a caller is answered when it passes
/// even if the call it made never returns.
@Suite struct PostgresDeadlineTests {
    @Test func aCallThatNeverReturnsIsAnsweredAtTheDeadlineAndLeftBehind() async throws {
        let release = Gate()
        let ended = Flag()
        do {
            _ = try await PostgresLink.bounded(.milliseconds(100), location: "postgres://test") { _ in
                // Like a statement PostgresNIO never answers: it ignores cancellation and waits for the gate.
                await release.wait()
                ended.raise()
                return 1
            }
            Issue.record("a call that never answered returned a value")
        } catch {
            #expect(error.kind == .unavailable)
            #expect(error.message == "postgres://test: no answer within 0.1 s (the server is stopped, overloaded or cut off)")
        }
        // The caller was answered while the call still waits: it did not wait for it to end.
        #expect(!ended.isRaised)
        release.open()
    }

    @Test func aCallThatAnswersInTimeGivesItsValueOrItsError() async throws {
        let value = try await PostgresLink.bounded(.seconds(5), location: "postgres://test") { _ in 42 }
        #expect(value == 42)
        await #expect(throws: CatalogStoreError.self) {
            _ = try await PostgresLink.bounded(.seconds(5), location: "postgres://test") { _ -> Int in
                throw CatalogStoreError(.invalid, "refused")
            }
        }
    }

    @Test func aCancelledCallerIsAnsweredAtOnce() async throws {
        let release = Gate()
        let caller = Task {
            try await PostgresLink.bounded(.seconds(60), location: "postgres://test") { _ in
                await release.wait()
                return 1
            }
        }
        caller.cancel()
        do {
            _ = try await caller.value
            Issue.record("a cancelled caller got a value")
        } catch {
            #expect((error as? CatalogStoreError)?.message == "postgres://test: cancelled")
        }
        release.open()
    }

    @Test func theFirstOutcomeOfARaceWinsAndTheOtherRacersAreCancelled() async throws {
        let race = Race<Int>()
        let loserCancelled = Flag()
        let value = try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            race.add(Task {
                do { try await Task.sleep(for: .seconds(60)) } catch { loserCancelled.raise() }
                race.finish(.success(2))
            })
            race.add(Task { race.finish(.success(1)) })
        }
        #expect(value == 1)
        #expect(race.isFinished)
        for _ in 0..<200 where !loserCancelled.isRaised { try await Task.sleep(for: .milliseconds(10)) }
        #expect(loserCancelled.isRaised)
    }
}

/// A wait that ignores cancellation until the test opens it.
private final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resume = state.withLock { state -> Bool in
                if !state.open { state.waiting.append(continuation) }
                return state.open
            }
            if resume { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// A mark one task sets and another reads.
private final class Flag: Sendable {
    private let state = Mutex(false)

    func raise() { state.withLock { $0 = true } }

    var isRaised: Bool { state.withLock { $0 } }
}
