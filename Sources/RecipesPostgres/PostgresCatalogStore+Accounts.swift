import Foundation
import PostgresNIO
import RecipesKit

extension PostgresCatalogStore: AccountStoreProtocol {
    public func accounts() async throws(CatalogStoreError) -> [Account] {
        try await link.run { session in
            try await session.query("SELECT name, role, created FROM account ORDER BY key COLLATE \"C\"").compactMap(Self.account)
        }
    }

    public func credentials(named name: String) async throws(CatalogStoreError) -> StoredCredentials? {
        guard let (_, key) = AccountRules.name(name) else { return nil }
        return try await link.run { session in
            guard let row = try await session.query("SELECT name, role, created, password_hash FROM account WHERE key = \(key)").first,
                  let account = try Self.account(row) else { return nil }
            let (_, _, _, hash) = try row.decode((String, String, Int64, String).self)
            return StoredCredentials(account: account, passwordHash: hash)
        }
    }

    public func addAccount(_ account: Account, passwordHash: String) async throws(CatalogStoreError) {
        let (name, key) = try AccountStoreChecks.name(account.name)
        let created = Self.seconds(account.created)
        try await link.transaction { session in
            // The table's lock makes the count and the insert one step for concurrent adds.
            try await session.execute("LOCK TABLE account IN SHARE ROW EXCLUSIVE MODE")
            if try await !session.query("SELECT 1 FROM account WHERE key = \(key)").isEmpty { throw AccountStoreChecks.taken(name) }
            if try await session.query("SELECT count(*) FROM account").first?.decode(Int.self) ?? 0 >= AccountRules.largestHousehold {
                throw AccountStoreChecks.householdFull
            }
            try await session.execute("""
                INSERT INTO account (key, name, role, password_hash, created) VALUES (\(key), \(name), \(account.role.rawValue), \(passwordHash), \(created))
                """)
        }
    }

    public func removeAccount(named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try await link.transaction { session in
            let account = try await Self.ownerSafe(session, key: key, name: name, becoming: nil)
            // The user's own marks go with the user (the household's, under '', are no user's).
            try await session.execute("DELETE FROM recipe_mark WHERE person = \(key)")
            try await session.execute("DELETE FROM cooked WHERE person = \(key)")
            try await session.execute("DELETE FROM account WHERE key = \(key)")
            return account
        }
    }

    public func setPasswordHash(_ hash: String, named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        let row = try await link.transaction { session in
            let account = try await session.query("UPDATE account SET password_hash = \(hash) WHERE key = \(key) RETURNING name, role, created").first.flatMap(Self.account)
            // A new password signs the account out everywhere.
            try await session.execute("DELETE FROM sign_in_session WHERE account_key = \(key)")
            return account
        }
        guard let row else { throw AccountStoreChecks.noAccount(name) }
        return row
    }

    public func setRole(_ role: Role, named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try await link.transaction { session in
            var account = try await Self.ownerSafe(session, key: key, name: name, becoming: role)
            try await session.execute("UPDATE account SET role = \(role.rawValue) WHERE key = \(key)")
            account.role = role
            return account
        }
    }

    public func addToken(_ draft: APITokenDraft, secretDigest: String) async throws(CatalogStoreError) -> APIToken {
        let (key, label) = try AccountStoreChecks.token(draft)
        let (created, expires) = (Self.seconds(draft.created), draft.expires.map(Self.seconds))
        return try await link.transaction { session in
            // The account's row lock keeps concurrent makers of its tokens in line with the count.
            guard let account = try await session.query("SELECT name, role, created FROM account WHERE key = \(key) FOR UPDATE").first.flatMap(Self.account) else {
                throw AccountStoreChecks.noAccount(draft.account)
            }
            if try await session.query("SELECT count(*) FROM api_token WHERE account_key = \(key)").first?.decode(Int.self) ?? 0 >= AccountRules.mostTokensPerUser {
                throw AccountStoreChecks.tokensFull(account.name)
            }
            guard let id = try await session.query("""
                INSERT INTO api_token (account_key, label, secret_digest, created, expires) VALUES (\(key), \(label), \(secretDigest), \(created), \(expires))
                RETURNING id
                """).first?.decode(Int.self) else { throw CatalogStoreError(.unavailable, "the token could not be stored") }
            return APIToken(id: id, account: account.name, label: label, created: draft.created, expires: draft.expires)
        }
    }

    public func tokens() async throws(CatalogStoreError) -> [APIToken] {
        try await link.run { session in
            try await session.query("""
                SELECT t.id, a.name, t.label, t.created, t.expires FROM api_token t JOIN account a ON a.key = t.account_key ORDER BY t.id
                """).map(Self.token)
        }
    }

    public func revokeToken(id: Int) async throws(CatalogStoreError) -> APIToken {
        let token = try await link.run { session in
            try await session.query("""
                WITH gone AS (DELETE FROM api_token WHERE id = \(id) RETURNING id, account_key, label, created, expires)
                SELECT gone.id, a.name, gone.label, gone.created, gone.expires FROM gone JOIN account a ON a.key = gone.account_key
                """).first.map(Self.token)
        }
        guard let token else { throw AccountStoreChecks.noToken(id) }
        return token
    }

    public func account(forTokenDigest secretDigest: String, at now: Date) async throws(CatalogStoreError) -> Account? {
        let now = Self.seconds(now)
        return try await link.run { session in
            try await session.query("""
                SELECT a.name, a.role, a.created FROM api_token t JOIN account a ON a.key = t.account_key
                WHERE t.secret_digest = \(secretDigest) AND (t.expires IS NULL OR t.expires > \(now))
                """).first.flatMap(Self.account)
        }
    }

    /// The account at `key`, locked, checked against leaving the household without an owner when it is removed
    /// (`becoming` nil) or given `becoming`. Owners are locked too, so two demotions cannot each see another owner.
    private static func ownerSafe(_ session: PostgresLink.Session, key: String, name: String, becoming role: Role?) async throws -> Account {
        let owners = try await session.query("SELECT key FROM account WHERE role = 'owner' OR key = \(key) ORDER BY key FOR UPDATE")
            .map { try $0.decode(String.self) }
        guard owners.contains(key),
              let account = try await session.query("SELECT name, role, created FROM account WHERE key = \(key)").first.flatMap(Self.account) else {
            throw AccountStoreChecks.noAccount(name)
        }
        if account.role == .owner, role != .owner, owners.count <= 1 { throw AccountStoreChecks.lastOwner(account.name) }
        return account
    }

    /// The account a row holds; nil for a row another program wrote with a role this version does not know.
    static func account(_ row: PostgresRow) throws -> Account? {
        let (name, roleText, created) = try row.decode((String, String, Int64).self)
        guard let role = Role(rawValue: roleText) else { return nil }
        return Account(name: name, role: role, created: Date(timeIntervalSince1970: TimeInterval(created)))
    }

    private static func token(_ row: PostgresRow) throws -> APIToken {
        let (id, name, label, created, expires) = try row.decode((Int, String, String, Int64, Int64?).self)
        return APIToken(
            id: id, account: name, label: label, created: Date(timeIntervalSince1970: TimeInterval(created)),
            expires: expires.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
