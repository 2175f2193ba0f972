import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecipesKit
@testable import RecipesService
import RecipesTestSupport
import Testing

/// Wrong write tokens are slowed down per client address, and a right one starts it over.
@Suite struct AuthenticationThrottleTests {
    @Test func fiveWrongTokensAreFreeThenTheLockoutDoublesUpToAMinute() {
        let throttle = AuthenticationThrottle()
        let start = ContinuousClock.now
        for attempt in 1...4 {
            throttle.failed("192.0.2.7", now: start)
            #expect(throttle.waitBeforeTrying("192.0.2.7", now: start) == nil, "after \(attempt)")
        }
        var now = start
        for expected in [1, 2, 4, 8, 16, 32, 60, 60] {
            throttle.failed("192.0.2.7", now: now)
            #expect(throttle.waitBeforeTrying("192.0.2.7", now: now) == .seconds(expected))
            #expect(throttle.waitBeforeTrying("192.0.2.7", now: now + .seconds(expected)) == nil)
            now += .seconds(expected)
        }
        #expect(throttle.waitBeforeTrying("198.51.100.1", now: start) == nil, "another address is not held")
    }

    @Test func aRightTokenOrTenQuietMinutesForgetTheFailures() {
        let throttle = AuthenticationThrottle()
        let start = ContinuousClock.now
        for _ in 1...4 { throttle.failed("a", now: start) }
        throttle.succeeded("a")
        #expect(throttle.failed("a", now: start) == 1)
        for _ in 1...3 { throttle.failed("a", now: start) }
        #expect(throttle.failed("a", now: start + .seconds(601)) == 1)
    }

    @Test func pastFiveWrongTokensEvenTheRightOneIs429WithRetryAfter() async throws {
        // The clock stands still: on a busy machine a second can pass between two requests, and the lockout with it.
        let frozen = ContinuousClock.now
        try await withWritableService(token: "s3cret-kitchen-token", throttle: AuthenticationThrottle(clock: { frozen })) { client, store in
            for _ in 1...5 {
                try await client.write(.delete, "/recipes/crock-pot-roast", token: "guess-guess-guess") { #expect($0.status == .unauthorized) }
            }
            for token in ["guess-guess-guess", "s3cret-kitchen-token"] {
                try await client.write(.delete, "/recipes/crock-pot-roast", token: token) { response in
                    #expect(response.status == .tooManyRequests)
                    #expect(response.headers[.retryAfter] == "1")
                    #expect((response.json as? [String: String])?["detail"] == "too many wrong tokens from this address; try again in 1 s")
                }
            }
            // Reads are never held.
            try await client.execute(uri: "/recipes/crock-pot-roast", method: .get) { #expect($0.status == .ok) }
            #expect(try await store.recipes(narrowedBy: .none).contains { $0.slug == "crock-pot-roast" })
        }
    }

    @Test func wrongTokensSentToOneReplicaHoldTheAddressAtAnotherOnTheSameStore() async throws {
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let sessions = InMemoryAccountStore()
        // Each replica its own throttle, one store; the time stands still so that no wait runs out meanwhile.
        let (instant, date) = (ContinuousClock.now, Date())
        func replica() -> Application<RouterResponder<RecipesRequestContext>> {
            let access = WriteAccess(token: "s3cret-kitchen-token", throttle: AuthenticationThrottle(clock: { instant }), now: { date })
                .checkingTokens(in: nil, sessions: sessions)
            return Application(router: buildRouter(repository: StoreCatalogRepository(store: store), writeAccess: access))
        }
        try await replica().test(.router) { client in
            for _ in 1...5 {
                try await client.write(.delete, "/recipes/crock-pot-roast", token: "guess-guess-guess") { #expect($0.status == .unauthorized) }
            }
        }
        #expect(try await sessions.signInFailures([SignInThrottle.tokenSubject(address: "local")]).first?.value.count == 5)
        try await replica().test(.router) { client in
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "s3cret-kitchen-token") { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.retryAfter] == "1")
            }
            // A guess while held is neither checked nor counted.
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "guess-guess-guess") { #expect($0.status == .tooManyRequests) }
        }
        #expect(try await sessions.signInFailures([SignInThrottle.tokenSubject(address: "local")]).first?.value.count == 5)
        // Once the wait is over, the right token is taken and the count is forgotten.
        let later = date.addingTimeInterval(2)
        let access = WriteAccess(token: "s3cret-kitchen-token", throttle: AuthenticationThrottle(), now: { later }).checkingTokens(in: nil, sessions: sessions)
        try await Application(router: buildRouter(repository: StoreCatalogRepository(store: store), writeAccess: access)).test(.router) { client in
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "s3cret-kitchen-token") { #expect($0.status == .noContent) }
        }
        #expect(try await sessions.signInFailures([SignInThrottle.tokenSubject(address: "local")]).isEmpty)
    }

    @Test func oneWrongTokenFromBeingHeldARequestIsCountedBeforeItsCheck() async throws {
        let store = try InMemoryCatalogStore(recipes: try Fixtures.recipes())
        let sessions = InMemoryAccountStore()
        let date = Date()
        let subject = SignInThrottle.tokenSubject(address: "local")
        for _ in 1...4 { try await sessions.recordSignInFailure([subject], at: date) }
        let access = WriteAccess(token: "s3cret-kitchen-token", throttle: AuthenticationThrottle(), now: { date }).checkingTokens(in: nil, sessions: sessions)
        try await Application(router: buildRouter(repository: StoreCatalogRepository(store: store), writeAccess: access)).test(.router) { client in
            // A wrong one is counted once, ahead of its check, not again after it.
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "guess-guess-guess") { #expect($0.status == .unauthorized) }
            #expect(try await sessions.signInFailures([subject])[subject]?.count == 5)
        }
        try await sessions.clearSignInFailures([subject])
        for _ in 1...4 { try await sessions.recordSignInFailure([subject], at: date) }
        try await Application(router: buildRouter(repository: StoreCatalogRepository(store: store), writeAccess: access)).test(.router) { client in
            // A right one is counted ahead too, and its count cleared after.
            try await client.write(.delete, "/recipes/crock-pot-roast", token: "s3cret-kitchen-token") { #expect($0.status == .noContent) }
            #expect(try await sessions.signInFailures([subject]).isEmpty)
        }
    }
}
