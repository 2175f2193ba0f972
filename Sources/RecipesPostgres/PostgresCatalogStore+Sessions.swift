import Foundation
import PostgresNIO
import RecipesKit

extension PostgresCatalogStore: SessionStoreProtocol {
    public func startSession(_ draft: SessionDraft) async throws(CatalogStoreError) {
        let (_, key) = try AccountStoreChecks.name(draft.account)
        let started = Self.seconds(draft.started)
        let stored = try await link.run { session in
            try await !session.query("""
                INSERT INTO sign_in_session (id_digest, account_key, csrf, started, last_seen)
                SELECT \(draft.idDigest), key, \(draft.csrf), \(started), \(started) FROM account WHERE key = \(key)
                RETURNING id_digest
                """).isEmpty
        }
        if !stored { throw AccountStoreChecks.noAccount(draft.account) }
    }

    public func session(idDigest: String, at now: Date, policy: SessionPolicy) async throws(CatalogStoreError) -> SignedInSession? {
        let seconds = Self.seconds(now)
        let found = try await link.run { session -> (SignedInSession, Int64)? in
            guard let row = try await session.query("""
                SELECT a.name, a.role, a.created, s.csrf, s.started, s.last_seen FROM sign_in_session s
                JOIN account a ON a.key = s.account_key WHERE s.id_digest = \(idDigest)
                """).first else { return nil }
            let (name, roleText, created, csrf, started, lastSeen) = try row.decode((String, String, Int64, String, Int64, Int64).self)
            guard let role = Role(rawValue: roleText) else { return nil }
            let account = Account(name: name, role: role, created: Date(timeIntervalSince1970: TimeInterval(created)))
            return (SignedInSession(account: account, csrf: csrf, started: Date(timeIntervalSince1970: TimeInterval(started))), lastSeen)
        }
        guard let (session, lastSeen) = found else { return nil }
        if Double(seconds - lastSeen) >= policy.idle || now.timeIntervalSince(session.started) >= policy.absolute {
            try await endSession(idDigest: idDigest)
            return nil
        }
        if Double(seconds - lastSeen) >= policy.touchEvery {
            try await link.run { session in try await session.execute("UPDATE sign_in_session SET last_seen = \(seconds) WHERE id_digest = \(idDigest)") }
        }
        return session
    }

    public func endSession(idDigest: String) async throws(CatalogStoreError) {
        try await link.run { session in try await session.execute("DELETE FROM sign_in_session WHERE id_digest = \(idDigest)") }
    }

    public func signInFailures(_ subjects: [String]) async throws(CatalogStoreError) -> [String: SignInFailures] {
        let rows = try await link.run { session in
            try await session.query("SELECT subject, failures, last FROM sign_in_failure WHERE subject = ANY(\(subjects))")
                .map { try $0.decode((String, Int, Int64).self) }
        }
        return Dictionary(rows.map { ($0.0, SignInFailures(count: $0.1, last: Date(timeIntervalSince1970: TimeInterval($0.2)))) }) { first, _ in first }
    }

    public func recordSignInFailure(_ subjects: [String], at now: Date) async throws(CatalogStoreError) {
        let (seconds, forgotten) = (Self.seconds(now), Self.seconds(now.addingTimeInterval(-SignInThrottle.forgetAfter)))
        try await link.run { session in
            // Failures a day old are forgotten anyway: their rows go, so made-up names do not pile up.
            try await session.execute("DELETE FROM sign_in_failure WHERE last <= \(forgotten)")
            for subject in subjects {
                // A count starts over once the subject's own memory has passed (a wrong token's is short).
                let stale = Self.seconds(now.addingTimeInterval(-SignInThrottle.forgetAfter(for: subject)))
                try await session.execute("""
                    INSERT INTO sign_in_failure (subject, failures, last) VALUES (\(subject), 1, \(seconds))
                    ON CONFLICT (subject) DO UPDATE SET
                        failures = CASE WHEN sign_in_failure.last <= \(stale) THEN 1 ELSE sign_in_failure.failures + 1 END, last = excluded.last
                    """)
            }
        }
    }

    public func clearSignInFailures(_ subjects: [String]) async throws(CatalogStoreError) {
        try await link.run { session in try await session.execute("DELETE FROM sign_in_failure WHERE subject = ANY(\(subjects))") }
    }
}
