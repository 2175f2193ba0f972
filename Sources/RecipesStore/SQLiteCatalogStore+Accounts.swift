import Foundation
import GRDB
import RecipesKit

extension SQLiteCatalogStore: AccountStoreProtocol {
    public func accounts() async throws(CatalogStoreError) -> [Account] {
        try await reading { db in
            try Row.fetchAll(db, sql: "SELECT name, role, created FROM account ORDER BY key").compactMap(Self.account)
        }
    }

    public func credentials(named name: String) async throws(CatalogStoreError) -> StoredCredentials? {
        guard let (_, key) = AccountRules.name(name) else { return nil }
        return try await reading { db in
            try Row.fetchOne(db, sql: "SELECT name, role, created, password_hash FROM account WHERE key = ?", arguments: [key]).flatMap { row in
                guard let account = Self.account(row), let hash = try? row.decode(String.self, forColumn: "password_hash") else { return nil }
                return StoredCredentials(account: account, passwordHash: hash)
            }
        }
    }

    public func addAccount(_ account: Account, passwordHash: String) async throws(CatalogStoreError) {
        let (name, key) = try AccountStoreChecks.name(account.name)
        try await writing { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM account WHERE key = ?", arguments: [key]) != nil { throw AccountStoreChecks.taken(name) }
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0 >= AccountRules.largestHousehold { throw AccountStoreChecks.householdFull }
            try db.execute(
                sql: "INSERT INTO account (key, name, role, password_hash, created) VALUES (?, ?, ?, ?, ?)",
                arguments: [key, name, account.role.rawValue, passwordHash, Self.seconds(account.created)])
        }
    }

    public func removeAccount(named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try await writing { db in
            let account = try Self.ownerSafe(db, key: key, name: name, becoming: nil)
            try db.execute(sql: "DELETE FROM api_token WHERE account_key = ?", arguments: [key])
            try db.execute(sql: "DELETE FROM sign_in_session WHERE account_key = ?", arguments: [key])
            // The user's own marks go with the user (the household's, under '', are no user's).
            try db.execute(sql: "DELETE FROM recipe_mark WHERE person = ?", arguments: [key])
            try db.execute(sql: "DELETE FROM cooked WHERE person = ?", arguments: [key])
            try db.execute(sql: "DELETE FROM account WHERE key = ?", arguments: [key])
            return account
        }
    }

    public func setPasswordHash(_ hash: String, named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try await writing { db in
            guard let account = try Self.account(db, key: key) else { throw AccountStoreChecks.noAccount(name) }
            try db.execute(sql: "UPDATE account SET password_hash = ? WHERE key = ?", arguments: [hash, key])
            // A new password signs the account out everywhere.
            try db.execute(sql: "DELETE FROM sign_in_session WHERE account_key = ?", arguments: [key])
            return account
        }
    }

    public func setRole(_ role: Role, named name: String) async throws(CatalogStoreError) -> Account {
        let (_, key) = try AccountStoreChecks.name(name)
        return try await writing { db in
            var account = try Self.ownerSafe(db, key: key, name: name, becoming: role)
            try db.execute(sql: "UPDATE account SET role = ? WHERE key = ?", arguments: [role.rawValue, key])
            account.role = role
            return account
        }
    }

    public func addToken(_ draft: APITokenDraft, secretDigest: String) async throws(CatalogStoreError) -> APIToken {
        let (key, label) = try AccountStoreChecks.token(draft)
        return try await writing { db in
            guard let account = try Self.account(db, key: key) else { throw AccountStoreChecks.noAccount(draft.account) }
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM api_token WHERE account_key = ?", arguments: [key]) ?? 0 >= AccountRules.mostTokensPerUser {
                throw AccountStoreChecks.tokensFull(account.name)
            }
            try db.execute(
                sql: "INSERT INTO api_token (account_key, label, secret_digest, created, expires) VALUES (?, ?, ?, ?, ?)",
                arguments: [key, label, secretDigest, Self.seconds(draft.created), draft.expires.map(Self.seconds)])
            return APIToken(id: Int(db.lastInsertedRowID), account: account.name, label: label, created: draft.created, expires: draft.expires)
        }
    }

    public func tokens() async throws(CatalogStoreError) -> [APIToken] {
        try await reading { db in
            try Row.fetchAll(db, sql: "\(Self.tokenQuery) ORDER BY t.id").compactMap(Self.token)
        }
    }

    public func revokeToken(id: Int) async throws(CatalogStoreError) -> APIToken {
        try await writing { db in
            guard let token = try Row.fetchOne(db, sql: "\(Self.tokenQuery) WHERE t.id = ?", arguments: [id]).flatMap(Self.token) else {
                throw AccountStoreChecks.noToken(id)
            }
            try db.execute(sql: "DELETE FROM api_token WHERE id = ?", arguments: [id])
            return token
        }
    }

    public func account(forTokenDigest secretDigest: String, at now: Date) async throws(CatalogStoreError) -> Account? {
        try await reading { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT a.name, a.role, a.created FROM api_token t JOIN account a ON a.key = t.account_key
                    WHERE t.secret_digest = ? AND (t.expires IS NULL OR t.expires > ?)
                    """,
                arguments: [secretDigest, Self.seconds(now)]
            ).flatMap(Self.account)
        }
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }

    static func date(_ seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static let tokenQuery = "SELECT t.id, a.name, t.label, t.created, t.expires FROM api_token t JOIN account a ON a.key = t.account_key"

    /// The account at `key`, checked against leaving the household without an owner when it is removed (`becoming`
    /// nil) or given `becoming`.
    private static func ownerSafe(_ db: Database, key: String, name: String, becoming role: Role?) throws -> Account {
        guard let account = try account(db, key: key) else { throw AccountStoreChecks.noAccount(name) }
        if account.role == .owner, role != .owner,
           try Int.fetchOne(db, sql: "SELECT count(*) FROM account WHERE role = 'owner'") ?? 0 <= 1 {
            throw AccountStoreChecks.lastOwner(account.name)
        }
        return account
    }

    private static func account(_ db: Database, key: String) throws -> Account? {
        try Row.fetchOne(db, sql: "SELECT name, role, created FROM account WHERE key = ?", arguments: [key]).flatMap(account)
    }

    /// The account a row holds; nil for a row another program wrote with a role this version does not know.
    private static func account(_ row: Row) -> Account? {
        guard let name = try? row.decode(String.self, forColumn: "name"),
              let role = (try? row.decode(String.self, forColumn: "role")).flatMap(Role.init(rawValue:)),
              let created = try? row.decode(Int64.self, forColumn: "created") else { return nil }
        return Account(name: name, role: role, created: Date(timeIntervalSince1970: TimeInterval(created)))
    }

    private static func token(_ row: Row) -> APIToken? {
        guard let id = try? row.decode(Int.self, forColumn: "id"), let name = try? row.decode(String.self, forColumn: "name"),
              let label = try? row.decode(String.self, forColumn: "label"),
              let created = try? row.decode(Int64.self, forColumn: "created") else { return nil }
        let expires = (try? row.decode(Int64?.self, forColumn: "expires")).flatMap { $0 }
        return APIToken(
            id: id, account: name, label: label, created: Date(timeIntervalSince1970: TimeInterval(created)),
            expires: expires.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }
}
