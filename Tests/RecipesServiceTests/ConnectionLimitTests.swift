
import Foundation
import RecipesKit
@testable import RecipesService
import Testing

/// The limits a real server holds each connection to, over TCP: slow heads, slow bodies, idle keep-alive, how many.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ConnectionLimitTests {
    static let quick = ServiceConfiguration(headerTimeout: .seconds(1), bodyTimeout: .seconds(1))

    /// What reading `connection` until `sentinel` (or its close) gave, and the seconds it took.
    static func timedRead(_ connection: RawConnection, until sentinel: String? = nil) async -> (text: String, closed: Bool, seconds: Double) {
        await offPool {
            let start = ContinuousClock.now
            let result = connection.read(until: sentinel)
            let elapsed = (ContinuousClock.now - start).components
            return (result.text, result.closed, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
    }

    @Test func aConnectionSendingHalfARequestHeadIsClosedAfterTheHeaderTimeout() async throws {
        try await withLiveService(Self.quick) { port in
            let connection = try RawConnection(port: port)
            connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            let result = await Self.timedRead(connection)
            let elapsed = result.seconds
            #expect(result.closed)
            #expect(result.text.isEmpty)
            #expect(elapsed > 0.8 && elapsed < 4, "closed after \(elapsed) s")
        }
    }

    @Test func anIdleKeepAliveConnectionIsClosedAfterTheHeaderTimeout() async throws {
        try await withLiveService(Self.quick) { port in
            let connection = try RawConnection(port: port)
            connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let answer = await Self.timedRead(connection, until: "}\n")
            #expect(answer.text.hasPrefix("HTTP/1.1 200"))
            let result = await Self.timedRead(connection)
            // The idle time runs from the answer's write, before this reader saw it: on a loaded machine (the whole
            // suite at once) part of the second has gone by then. Closed at once would be near 0.
            let elapsed = answer.seconds + result.seconds
            #expect(result.closed)
            #expect(elapsed > 0.8 && elapsed < 4, "closed after \(elapsed) s")
        }
    }

    @Test func aRequestWhoseBodyStopsIsClosedAfterTheBodyTimeout() async throws {
        let configuration = ServiceConfiguration(headerTimeout: .seconds(30), bodyTimeout: .seconds(1))
        try await withLiveService(configuration) { port in
            let connection = try RawConnection(port: port)
            connection.send("PUT /recipes/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{\"name\"")
            let result = await Self.timedRead(connection)
            let elapsed = result.seconds
            #expect(result.closed)
            #expect(elapsed < 4, "closed after \(elapsed) s")
        }
    }

    @Test func aConnectionAnsweredBeforeItsBodyArrivedIsClosedWhenIdle() async throws {
        let configuration = ServiceConfiguration(headerTimeout: .seconds(1), bodyTimeout: .seconds(30))
        try await withLiveService(configuration) { port in
            let connection = try RawConnection(port: port)
            connection.send("POST /recipes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n")
            #expect(await Self.timedRead(connection, until: "}\n").text.hasPrefix("HTTP/1.1 401"))
            connection.send("{}")
            let result = await Self.timedRead(connection)
            #expect(result.closed)
            #expect(result.seconds < 4, "closed after \(result.seconds) s")
        }
    }

    @Test func aClientThatKeepsUpIsNotCutOff() async throws {
        try await withLiveService(Self.quick) { port in
            let connection = try RawConnection(port: port)
            // Three requests 0.6 s apart, 1.8 s in all against a 1 s timeout. The pauses are slept on the client's own
            // thread: a task's sleep may end late while the rest of the suite holds the cooperative threads, and the
            // client would then not be keeping up.
            let answers = await offPool {
                (0..<3).map { _ -> String in
                    connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    let answer = connection.read(until: "}\n").text
                    Thread.sleep(forTimeInterval: 0.6)
                    return answer
                }
            }
            #expect(answers.count == 3 && answers.allSatisfy { $0.hasPrefix("HTTP/1.1 200") }, "\(answers.map { $0.prefix(15) })")
        }
    }

    @Test func connectionsBeyondTheMaximumWaitUntilOneCloses() async throws {
        let configuration = ServiceConfiguration(headerTimeout: .seconds(30), maximumConnections: 1)
        try await withLiveService(configuration) { port in
            let first = try RawConnection(port: port)
            first.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await Self.timedRead(first, until: "}\n").text.hasPrefix("HTTP/1.1 200"))
            let second = try RawConnection(port: port, readTimeout: 2)
            second.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await Self.timedRead(second, until: "}\n").text.isEmpty)
            first.close()
            #expect(await Self.timedRead(second, until: "}\n").text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func theOpenFileLimitLowersTheConnectionMaximum() {
        #expect(FileDescriptorLimit.maximumConnections(512, softLimit: 256) == 224)
        #expect(FileDescriptorLimit.maximumConnections(100, softLimit: 256) == 100)
        #expect(FileDescriptorLimit.maximumConnections(512, softLimit: 10) == 1)
        #expect((FileDescriptorLimit.raise() ?? 0) >= 64)
    }
}
