import Foundation
import GRDB
import RecipesKit

extension SQLiteCatalogStore: SessionStoreProtocol {
    public func startSession(_ draft: SessionDraft) async throws(CatalogStoreError) {
        let (_, key) = try AccountStoreChecks.name(draft.account)
        let started = Self.seconds(draft.started)
        try await writing { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM account WHERE key = ?", arguments: [key]) != nil else {
                throw AccountStoreChecks.noAccount(draft.account)
            }
            try db.execute(
                sql: "INSERT INTO sign_in_session (id_digest, account_key, csrf, started, last_seen) VALUES (?, ?, ?, ?, ?)",
                arguments: [draft.idDigest, key, draft.csrf, started, started])
        }
    }

    public func session(idDigest: String, at now: Date, policy: SessionPolicy) async throws(CatalogStoreError) -> SignedInSession? {
        let seconds = Self.seconds(now)
        let found = try await reading { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT a.name, a.role, a.created, s.csrf, s.started, s.last_seen FROM sign_in_session s
                    JOIN account a ON a.key = s.account_key WHERE s.id_digest = ?
                    """,
                arguments: [idDigest]
            ).flatMap { row -> (SignedInSession, Int64)? in
                guard let name = try? row.decode(String.self, forColumn: "name"),
                      let role = (try? row.decode(String.self, forColumn: "role")).flatMap(Role.init(rawValue:)),
                      let created = try? row.decode(Int64.self, forColumn: "created"), let csrf = try? row.decode(String.self, forColumn: "csrf"),
                      let started = try? row.decode(Int64.self, forColumn: "started"),
                      let lastSeen = try? row.decode(Int64.self, forColumn: "last_seen") else { return nil }
                return (SignedInSession(account: Account(name: name, role: role, created: Self.date(created)), csrf: csrf, started: Self.date(started)), lastSeen)
            }
        }
        guard let (session, lastSeen) = found else { return nil }
        if Double(seconds - lastSeen) >= policy.idle || now.timeIntervalSince(session.started) >= policy.absolute {
            try await endSession(idDigest: idDigest)
            return nil
        }
        if Double(seconds - lastSeen) >= policy.touchEvery {
            try await writing { db in
                try db.execute(sql: "UPDATE sign_in_session SET last_seen = ? WHERE id_digest = ?", arguments: [seconds, idDigest])
            }
        }
        return session
    }

    public func endSession(idDigest: String) async throws(CatalogStoreError) {
        try await writing { db in try db.execute(sql: "DELETE FROM sign_in_session WHERE id_digest = ?", arguments: [idDigest]) }
    }

    public func signInFailures(_ subjects: [String]) async throws(CatalogStoreError) -> [String: SignInFailures] {
        try await reading { db in
            var failures: [String: SignInFailures] = [:]
            for subject in subjects {
                if let row = try Row.fetchOne(db, sql: "SELECT failures, last FROM sign_in_failure WHERE subject = ?", arguments: [subject]),
                   let count = try? row.decode(Int.self, forColumn: "failures"), let last = try? row.decode(Int64.self, forColumn: "last") {
                    failures[subject] = SignInFailures(count: count, last: Self.date(last))
                }
            }
            return failures
        }
    }

    public func recordSignInFailure(_ subjects: [String], at now: Date) async throws(CatalogStoreError) {
        let (seconds, forgotten) = (Self.seconds(now), Self.seconds(now.addingTimeInterval(-SignInThrottle.forgetAfter)))
        try await writing { db in
            // Failures a day old are forgotten anyway: their rows go, so made-up names do not pile up.
            try db.execute(sql: "DELETE FROM sign_in_failure WHERE last <= ?", arguments: [forgotten])
            for subject in subjects {
                // A count starts over once the subject's own memory has passed (a wrong token's is short).
                let stale = Self.seconds(now.addingTimeInterval(-SignInThrottle.forgetAfter(for: subject)))
                try db.execute(
                    sql: """
                        INSERT INTO sign_in_failure (subject, failures, last) VALUES (?, 1, ?)
                        ON CONFLICT (subject) DO UPDATE SET
                            failures = CASE WHEN sign_in_failure.last <= ? THEN 1 ELSE sign_in_failure.failures + 1 END, last = excluded.last
                        """,
                    arguments: [subject, seconds, stale])
            }
        }
    }

    public func clearSignInFailures(_ subjects: [String]) async throws(CatalogStoreError) {
        try await writing { db in
            for subject in subjects { try db.execute(sql: "DELETE FROM sign_in_failure WHERE subject = ?", arguments: [subject]) }
        }
    }
}
