import Foundation
import RecipesCodecs
import RecipesKit
import RecipesPostgres
import RecipesSources
import RecipesTestSupport
import Synchronization
import Testing

/// What only the PostgreSQL store has: URLs, migrations shared by replicas, notifications of writes.
@Suite struct PostgresStoreTests {
    @Test func urlsAreReadAsLibpqReadsThemAndBadOnesSayWhatIsWrong() async throws {
        let socket = try PostgresAddress("postgres://cook@localhost:5433/meals?host=/run/pg", environment: [:])
        #expect(socket.location == "postgres://cook@/run/pg:5433/meals")
        let tcp = try PostgresAddress("postgresql://cook:secret@db.example:6543/meals?sslmode=require", environment: [:])
        let encoded = try PostgresAddress("postgres://c%40ok:p%25ss@db.example/meals", environment: [:])
        #expect(encoded.location == "postgres://c@ok@db.example:5432/meals")
        #expect(tcp.location == "postgres://cook@db.example:6543/meals")
        #expect(!tcp.location.contains("secret"))
        let bad: [(String, String)] = [
            ("mysql://cook@db/meals", "not a PostgreSQL URL"),
            ("postgres://cook@db/meals?sslmode=maybe", "sslmode must be disable, prefer, require or verify-full"),
            ("postgres://cook@db/meals?colour=red", "colour is not a parameter of a PostgreSQL URL here"),
            ("postgres://cook@db/meals?connect_timeout=soon", "connect_timeout must be a whole number"),
            ("postgres://cook@/meals", "names no host"),
        ]
        for (url, message) in bad {
            #expect(throws: CatalogStoreError.self, "\(url)") { try PostgresAddress(url, environment: [:]) }
            do { _ = try PostgresAddress(url, environment: [:]) } catch { #expect(error.message.contains(message), "\(url): \(error.message)") }
        }
        #expect(PostgresStoreOptions.isPostgresAddress("POSTGRES://x@y/z") && !PostgresStoreOptions.isPostgresAddress("/var/lib/catalog.sqlite"))
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func replicasStartingTogetherMigrateAndSeedOnce() async throws {
        let url = try await TestPostgres.freshDatabase()
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { try await StoreKind.openPostgres(url).recipes(narrowedBy: .none).count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let embedded = try CatalogDecoder().decode(Data(EmbeddedCatalog.text.utf8)).count
        #expect(counts == Array(repeating: embedded, count: 4))
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func aWrongPasswordAndARefusedPortAreOneLineErrors() async throws {
        let (url, _) = try TestPostgres.tcp()
        do {
            _ = try await StoreKind.openPostgres(url, environment: ["PGPASSWORD": "wrong"], patient: true)
            Issue.record("a wrong password was accepted")
        } catch {
            #expect(error.kind == .unavailable)
            #expect(error.message.hasSuffix("password authentication failed for user \"recipes\""))
            #expect(!error.message.contains("wrong"))
        }
        do {
            _ = try await StoreKind.openPostgres("postgres://recipes@127.0.0.1:1/recipes", patient: true)
            Issue.record("a closed port connected")
        } catch {
            #expect(error.message == "postgres://recipes@127.0.0.1:1/recipes: connection refused")
        }
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func sslmodeRequireRefusesAServerWithoutTLSInOneLine() async throws {
        let (url, passwordFile) = try TestPostgres.tcp()
        let password = try String(contentsOfFile: passwordFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            _ = try await StoreKind.openPostgres(url + "?sslmode=require", environment: ["PGPASSWORD": password], patient: true)
            Issue.record("sslmode=require connected without TLS")
        } catch {
            #expect(error.message.hasSuffix("the server does not support TLS (sslmode=require)"), "\(error.message)")
        }
        // prefer falls back to an unencrypted connection, as libpq's does, in the pool as on the first connection.
        let preferred = try await StoreKind.openPostgres(url + "?sslmode=prefer", environment: ["PGPASSWORD": password], patient: true)
        #expect(try await preferred.revision() >= 0)
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func textPostgreSQLCannotHoldIsRefusedAsInvalidNotUnavailable() async throws {
        let store = try await StoreKind.openPostgres(TestPostgres.freshDatabase())
        do {
            _ = try await store.add([recipe("Nul\u{0}Soup")])
            Issue.record("a NUL character was stored")
        } catch {
            #expect(error.kind == .invalid, "\(error.message)")
        }
        #expect(try await store.revision() == 1)
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func aValuePostgreSQLCannotHoldRefusesOnlyItsOwnAddAmongConcurrentOnes() async throws {
        let store = try await StoreKind.openPostgres(TestPostgres.freshDatabase())
        let outcomes = await withTaskGroup(of: (Int, CatalogStoreError?).self) { group in
            for index in 0..<20 {
                group.addTask {
                    do throws(CatalogStoreError) {
                        _ = try await store.add([recipe(index == 5 ? "Nul\u{0}Soup" : "Soup \(index)")])
                        return (index, nil)
                    } catch {
                        return (index, error)
                    }
                }
            }
            return await group.reduce(into: [Int: CatalogStoreError?]()) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes[5]??.kind == .invalid)
        #expect(outcomes.filter { $0.key != 5 }.allSatisfy { $0.value == nil }, "\(outcomes)")
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func thePoolSaysItsUseAndEveryLeaseComesBack() async throws {
        let url = try await TestPostgres.freshDatabase()
        let running = RunningStore(try await PostgresCatalogStore.open(
            address: PostgresAddress(url, environment: [:]), options: PostgresStoreOptions(connections: 2, deadline: .seconds(300))))
        let pool = try #require(running.opened.pool)
        let before = pool.poolUse()
        #expect(before.capacity == 2 && before.leased == 0 && before.waiting == 0)
        // Six readers on a pool of two: never more than two leased at once, and each wait and lease given back.
        let most = Mutex(0)
        let watching = Task {
            while !Task.isCancelled {
                let leased = pool.poolUse().leased
                most.withLock { $0 = max($0, leased) }
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<6 { group.addTask { try await running.recipes(narrowedBy: .none).count } }
            for try await count in group { #expect(count > 0) }
        }
        watching.cancel()
        let after = pool.poolUse()
        #expect(after.leased == 0 && after.waiting == 0, "\(after)")
        #expect(after.leases >= before.leases + 6, "\(after)")
        #expect(most.withLock { $0 } <= 2)
        // A call that fails still gives its lease back.
        _ = try? await running.replace(slug: "no-such-recipe", with: Sample.recipe("Nothing"), expecting: [1])
        #expect(pool.poolUse().leased == 0 && pool.poolUse().waiting == 0)
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func theListenerHearsEveryWriteWithItsRevision() async throws {
        let url = try await TestPostgres.freshDatabase()
        let address = try PostgresAddress(url, environment: [:])
        let store = try await StoreKind.openPostgres(url)
        let heard = Mutex<[CatalogChangeEvent]>([])
        let listener = PostgresChangeListener(address: address, logger: PostgresStoreOptions.quietLogger)
        let task = Task { await listener.listen { event in heard.withLock { $0.append(event) } } }
        defer { task.cancel() }
        // The listener says it listens: from then on nothing is missed.
        try await Self.waitUntil { heard.withLock { $0.contains(.listening) } }
        let added = try await store.add([recipe("Toast")])[0]
        _ = try await store.remove(slug: "toast", expecting: nil)
        try await Self.waitUntil { heard.withLock { $0.filter { !$0.isAlive }.count >= 3 } }
        #expect(heard.withLock { $0.filter { !$0.isAlive } } == [.listening, .changed(revision: added.revision), .changed(revision: added.revision + 1)])
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func aListenerWhoseBackendIsTerminatedSaysSoAndListensAgain() async throws {
        let url = try await TestPostgres.freshDatabase()
        // Checked through the store's pool, as every listener `serve` starts is: the server's goodbye usually ends
        // the notifications at once, and when a loaded machine loses it, the unanswered check still tells.
        let opened = try await PostgresCatalogStore.open(address: PostgresAddress(url, environment: [:]))
        let running = RunningStore(opened)
        defer { _ = running }
        var listener = try #require(opened.changeSignal as? PostgresChangeListener)
        listener.heartbeat = .seconds(2)
        let heard = Mutex<[CatalogChangeEvent]>([])
        let task = Task { [listener] in await listener.listen { event in heard.withLock { $0.append(event) } } }
        defer { task.cancel() }
        // Generous waits: the whole suite runs at once on two cores, and a loaded machine can hold these tasks
        // back for seconds; each wait ends as soon as its condition holds.
        let events: @Sendable () -> String = { "\(heard.withLock { $0 }.filter { !$0.isAlive })" }
        try await Self.waitUntil({ heard.withLock { $0.contains(.listening) } }, state: events)
        // Terminated once it has a backend to terminate (a loaded machine may have it reconnecting just then).
        var terminatedAt = heard.withLock { $0.count }
        var terminated = try await TestPostgres.terminateListeners(database: url)
        let deadline = ContinuousClock.now + .seconds(30)
        while terminated == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            terminatedAt = heard.withLock { $0.count }
            terminated = try await TestPostgres.terminateListeners(database: url)
        }
        #expect(terminated == 1, "\(events())")
        let afterTermination: @Sendable () -> [CatalogChangeEvent] = { [terminatedAt] in heard.withLock { Array($0[terminatedAt...]) }.filter { !$0.isAlive } }
        // The loss is said (the server's goodbye, or the check it left unanswered), then it listens again.
        try await Self.waitUntil({
            let after = afterTermination()
            guard let lost = after.firstIndex(where: { if case .lost = $0 { true } else { false } }) else { return false }
            return after[lost...].contains(.listening)
        }, state: events)
    }

    @Test(.enabled(if: TestPostgres.isAvailable)) func aListenerChecksItsConnectionByHearingItselfAndReconnectsWhenItDoesNot() async throws {
        let url = try await TestPostgres.freshDatabase()
        let opened = try await PostgresCatalogStore.open(address: PostgresAddress(url, environment: [:]))
        let running = RunningStore(opened)
        var checked = try #require(opened.changeSignal as? PostgresChangeListener)
        checked.heartbeat = .milliseconds(100)
        let heard = Mutex<[CatalogChangeEvent]>([])
        let task = Task { [checked] in await checked.listen { event in heard.withLock { $0.append(event) } } }
        defer { task.cancel() }
        // Through the store's pool, each check comes back on the listening connection.
        try await Self.waitUntil { heard.withLock { $0.filter { $0.isAlive }.count >= 2 } }
        // Each says how long its check took to come back: the lag a write's notification has too (under a loaded
        // machine's scheduling, longer than the heartbeat, so only its sign is certain).
        let lags = heard.withLock { $0.compactMap { event -> Duration? in if case .alive(let after) = event { after } else { nil } } }
        #expect(!lags.isEmpty && lags.allSatisfy { $0 > .zero }, "\(lags)")
        _ = running
        // Checks that never reach the server are never heard: the connection is given up and made again.
        var deaf = PostgresChangeListener(address: try PostgresAddress(url, environment: [:]), logger: PostgresStoreOptions.quietLogger) { _ in .now }
        deaf.heartbeat = .milliseconds(100)
        let deafHeard = Mutex<[CatalogChangeEvent]>([])
        let deafTask = Task { [deaf] in await deaf.listen { event in deafHeard.withLock { $0.append(event) } } }
        defer { deafTask.cancel() }
        try await Self.waitUntil { deafHeard.withLock { $0.filter { $0 == .listening }.count >= 2 } }
        let events = deafHeard.withLock { $0 }
        #expect(events.contains(.lost(reason: "its check was not heard back within 0.2 s")), "\(events)")
        let anyAlive = events.contains { $0.isAlive }
        #expect(!anyAlive)
    }

    /// Waits until `condition` holds, for `seconds` at most; when it never does, says so with `state`.
    static func waitUntil(
        seconds: Int = 30, _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
        state: () -> String = { "" }
    ) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(25)) }
        #expect(condition(), "not within \(seconds) s: \(state())", sourceLocation: sourceLocation)
    }
}
