import Foundation
import RecipesKit
import RecipesTestSupport
import Testing

/// What every store promises about browser sessions and failed sign-ins, checked on SQLite and PostgreSQL.
@Suite struct SessionStoreContractTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let policy = SessionPolicy(idle: 3_600, absolute: 86_400, touchEvery: 60)

    func stores(_ kind: StoreKind) async throws -> (any AccountStoreProtocol, any SessionStoreProtocol, reopen: @Sendable () async throws -> any SessionStoreProtocol) {
        let (store, reopen) = try await kind.make()
        let accounts = try #require(store as? any AccountStoreProtocol)
        let sessions = try #require(store as? any SessionStoreProtocol)
        try await accounts.addAccount(Account(name: "Ana", role: .owner, created: now), passwordHash: "h")
        try await accounts.addAccount(Account(name: "bob", role: .editor, created: now), passwordHash: "h")
        return (accounts, sessions, { try #require(try await reopen() as? any SessionStoreProtocol) })
    }

    @Test(arguments: StoreKind.available) func aSessionLivesWhileUsedAndEndsIdleTooOldOrSignedOut(kind: StoreKind) async throws {
        let (_, sessions, reopen) = try await stores(kind)
        try await sessions.startSession(SessionDraft(idDigest: "s1", account: "ana", csrf: "c1", started: now))
        let found = try await reopen().session(idDigest: "s1", at: now.addingTimeInterval(3_000), policy: policy)
        #expect(found == SignedInSession(account: Account(name: "Ana", role: .owner, created: now), csrf: "c1", started: now))
        // Used at 3,000 s, so idle is counted from there: alive (and used) at 6,000 s, ended at 9,700 s.
        #expect(try await sessions.session(idDigest: "s1", at: now.addingTimeInterval(6_000), policy: policy) != nil)
        #expect(try await sessions.session(idDigest: "s1", at: now.addingTimeInterval(9_700), policy: policy) == nil)
        #expect(try await sessions.session(idDigest: "s1", at: now.addingTimeInterval(6_100), policy: policy) == nil, "an ended session came back")

        try await sessions.startSession(SessionDraft(idDigest: "s2", account: "bob", csrf: "c2", started: now))
        var at = now
        for _ in 0..<30 {
            at += 3_000
            _ = try await sessions.session(idDigest: "s2", at: at, policy: policy)
        }
        #expect(try await sessions.session(idDigest: "s2", at: now.addingTimeInterval(86_400), policy: policy) == nil)

        try await sessions.startSession(SessionDraft(idDigest: "s3", account: "bob", csrf: "c3", started: now))
        try await sessions.endSession(idDigest: "s3")
        #expect(try await sessions.session(idDigest: "s3", at: now, policy: policy) == nil)
        await #expect(throws: AccountStoreChecks.noAccount("carol")) {
            try await sessions.startSession(SessionDraft(idDigest: "s4", account: "carol", csrf: "c", started: now))
        }
    }

    @Test(arguments: StoreKind.available) func aNewPasswordOrRemovalSignsTheUserOutEverywhere(kind: StoreKind) async throws {
        let (accounts, sessions, _) = try await stores(kind)
        for id in ["a", "b"] { try await sessions.startSession(SessionDraft(idDigest: id, account: "bob", csrf: "c", started: now)) }
        try await sessions.startSession(SessionDraft(idDigest: "c", account: "ana", csrf: "c", started: now))
        _ = try await accounts.setPasswordHash("h2", named: "bob")
        #expect(try await sessions.session(idDigest: "a", at: now, policy: policy) == nil)
        #expect(try await sessions.session(idDigest: "b", at: now, policy: policy) == nil)
        #expect(try await sessions.session(idDigest: "c", at: now, policy: policy)?.account.name == "Ana")
        try await sessions.startSession(SessionDraft(idDigest: "d", account: "bob", csrf: "c", started: now))
        _ = try await accounts.setRole(.viewer, named: "bob")
        // A role changed meanwhile is the role the session acts with.
        #expect(try await sessions.session(idDigest: "d", at: now, policy: policy)?.account.role == .viewer)
        _ = try await accounts.removeAccount(named: "bob")
        #expect(try await sessions.session(idDigest: "d", at: now, policy: policy) == nil)
    }

    @Test(arguments: StoreKind.available) func failuresAreCountedPerSubjectForgottenAfterADayAndCleared(kind: StoreKind) async throws {
        let (_, sessions, reopen) = try await stores(kind)
        let subjects = SignInThrottle.subjects(account: "Ana", address: "10.0.0.7")
        #expect(subjects == ["account:ana", "address:10.0.0.7"])
        for second in 0..<6 { try await sessions.recordSignInFailure(subjects, at: now.addingTimeInterval(Double(second))) }
        let counted = try await reopen().signInFailures(subjects + ["address:10.0.0.8"])
        #expect(counted == Dictionary(uniqueKeysWithValues: subjects.map { ($0, SignInFailures(count: 6, last: now.addingTimeInterval(5))) }))
        // Six failures: the sixth waits 2 s, capped per subject.
        #expect(SignInThrottle.wait(counted, at: now.addingTimeInterval(5)) == 2)
        #expect(SignInThrottle.wait(counted, at: now.addingTimeInterval(8)) == nil)
        try await sessions.recordSignInFailure(["address:10.0.0.7"], at: now.addingTimeInterval(SignInThrottle.forgetAfter + 10))
        #expect(try await sessions.signInFailures(["address:10.0.0.7"])["address:10.0.0.7"]?.count == 1)
        try await sessions.clearSignInFailures(subjects)
        #expect(try await sessions.signInFailures(subjects).isEmpty)
        // Wrong tokens are forgotten after ten quiet minutes, where an address's failed sign-ins are not.
        let token = SignInThrottle.tokenSubject(address: "10.0.0.7")
        for offset in [0, 1, SignInThrottle.tokenForgetAfter + 2] {
            try await sessions.recordSignInFailure([token, "address:10.0.0.7"], at: now.addingTimeInterval(offset))
        }
        let later = try await sessions.signInFailures([token, "address:10.0.0.7"])
        #expect(later[token]?.count == 1 && later["address:10.0.0.7"]?.count == 3, "\(later)")
    }

    @Test func anAccountsWaitIsCappedSoAGuesserCannotKeepItsOwnerOutForLong() {
        let many = SignInFailures(count: 40, last: now)
        #expect(SignInThrottle.wait(["account:ana": many], at: now) == SignInThrottle.accountCap)
        #expect(SignInThrottle.wait(["address:1.2.3.4": many], at: now) == SignInThrottle.addressCap)
        #expect(SignInThrottle.wait([SignInThrottle.tokenSubject(address: "1.2.3.4"): many], at: now) == SignInThrottle.accountCap)
        #expect(SignInThrottle.wait(["account:ana": SignInFailures(count: 4, last: now)], at: now) == nil)
    }
}
