import Foundation
import NIOCore
import NIOSSL
import PostgresNIO
import RecipesKit

/// Where a PostgreSQL store is, read from `postgres://user[:password]@host[:port]/database?sslmode=…&host=/socket/dir`
/// the way libpq reads it; the password may also come from `PGPASSWORD` or a file named by `PGPASSFILE`.
public struct PostgresAddress: Sendable {
    /// The address without its password, for messages and logs.
    public let location: String
    /// The driver's configuration for one connection (migrations, the change listener).
    let configuration: PostgresConnection.Configuration
    /// The driver's configuration for the pool every other call goes through.
    let poolConfiguration: PostgresClient.Configuration

    /// Reads `text`; throws one line saying what is wrong with it.
    public init(_ text: String, environment: [String: String]) throws(CatalogStoreError) {
        guard PostgresStoreOptions.isPostgresAddress(text), let url = URLComponents(string: text) else {
            throw CatalogStoreError(.unavailable, "not a PostgreSQL URL: expected postgres://user@host:port/database")
        }
        var options: [String: String] = [:]
        for item in url.queryItems ?? [] { options[item.name] = item.value ?? "" }
        let known: Set = ["sslmode", "host", "connect_timeout", "application_name"]
        if let unknown = options.keys.sorted().first(where: { !known.contains($0) }) {
            throw CatalogStoreError(.unavailable, "\(unknown) is not a parameter of a PostgreSQL URL here; known: \(known.sorted().joined(separator: ", "))")
        }
        // URLComponents decodes user and password already; decoding again would turn "p%25ss" into nothing.
        let user = url.user ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        let database = url.path.count > 1 ? String(url.path.dropFirst()) : user
        let port = url.port ?? 5432
        guard (1...65_535).contains(port) else { throw CatalogStoreError(.unavailable, "the PostgreSQL port must be 1 to 65535, got \(port)") }
        var password = url.password
        if password == nil { password = try Self.password(environment: environment) }
        let socketFolder = options["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let host = url.host.flatMap { $0.isEmpty ? nil : $0 }
        var configuration: PostgresConnection.Configuration
        var poolConfiguration: PostgresClient.Configuration
        if let socketFolder {
            let path = "\(socketFolder)/.s.PGSQL.\(port)"
            configuration = .init(unixSocketPath: path, username: user, password: password, database: database)
            poolConfiguration = .init(unixSocketPath: path, username: user, password: password, database: database)
            location = "postgres://\(user)@\(socketFolder):\(port)/\(database)"
        } else {
            guard let host else { throw CatalogStoreError(.unavailable, "the PostgreSQL URL names no host (or ?host=/socket/folder)") }
            let tls = try Self.tls(options["sslmode"])
            configuration = .init(host: host, port: port, username: user, password: password, database: database, tls: tls.connection)
            poolConfiguration = .init(host: host, port: port, username: user, password: password, database: database, tls: tls.pool)
            location = "postgres://\(user)@\(host):\(port)/\(database)"
        }
        let seconds = options["connect_timeout"].map { Int($0) } ?? 10
        guard let seconds, (1...3600).contains(seconds) else {
            throw CatalogStoreError(.unavailable, "connect_timeout must be a whole number of seconds from 1 to 3600")
        }
        configuration.options.connectTimeout = .seconds(Int64(seconds))
        poolConfiguration.options.connectTimeout = .seconds(seconds)
        self.configuration = configuration
        self.poolConfiguration = poolConfiguration
    }

    /// `PGPASSWORD`, else the first line of the file `PGPASSFILE` names; nil when neither is set.
    private static func password(environment: [String: String]) throws(CatalogStoreError) -> String? {
        if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
        guard let file = environment["PGPASSFILE"], !file.isEmpty else { return nil }
        guard let data = FileManager.default.contents(atPath: file), data.count <= 4096,
              let text = String(data: data, encoding: .utf8) else {
            throw CatalogStoreError(.unavailable, "\(file) (PGPASSFILE): cannot be read, or is not a short text file")
        }
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }

    /// The TLS mode for libpq's `sslmode`, for one connection and for the pool: `disable` (the default here),
    /// `prefer`, `require` (encrypted, the server's certificate not checked, as libpq does), or `verify-full`
    /// (encrypted and checked).
    private static func tls(_ mode: String?) throws(CatalogStoreError) -> (
        connection: PostgresConnection.Configuration.TLS, pool: PostgresClient.Configuration.TLS
    ) {
        do {
            switch mode ?? "disable" {
            case "disable": return (.disable, .disable)
            case "prefer", "require":
                var tls = TLSConfiguration.makeClientConfiguration()
                tls.certificateVerification = .none
                let context = try NIOSSLContext(configuration: tls)
                return mode == "prefer" ? (.prefer(context), .prefer(tls)) : (.require(context), .require(tls))
            case "verify-full":
                let tls = TLSConfiguration.makeClientConfiguration()
                return (.require(try NIOSSLContext(configuration: tls)), .require(tls))
            default:
                throw CatalogStoreError(.unavailable, "sslmode must be disable, prefer, require or verify-full, got '\(mode ?? "")'")
            }
        } catch let error as CatalogStoreError {
            throw error
        } catch {
            throw CatalogStoreError(.unavailable, "TLS cannot be set up: \(error)")
        }
    }
}
