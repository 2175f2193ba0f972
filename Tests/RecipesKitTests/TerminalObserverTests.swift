import Foundation
@testable import RecipesKit
@testable import RecipesTerminal
import RecipesTestSupport
import Testing

@Suite struct TerminalServiceObserverTests {
    @Test(arguments: [(5.0, "just now"), (60, "1 minute ago"), (300, "5 minutes ago"), (7_200, "2 hours ago"), (90_000, "1 day ago")])
    func describesAgesAsPeopleSayThem(seconds: TimeInterval, text: String) {
        #expect(TerminalServiceObserver.describeAge(seconds) == text)
    }

    @Test func warnsInOneLineWithTheCopysAge() async {
        let console = CapturingConsole()
        let now = Date(timeIntervalSince1970: 10_000)
        let observer = TerminalServiceObserver(console: console, now: { now })
        await observer.usingCachedCopy(of: URL(string: "http://h/recipes.json")!, fetchedAt: now.addingTimeInterval(-600), because: "connection refused")
        #expect(console.standardError == ["warning: http://h/recipes.json: connection refused; using the copy cached 10 minutes ago"])
    }

    @Test func drawsNoSpinnerWhenStandardErrorIsNotATerminal() async throws {
        let console = CapturingConsole()
        let observer = TerminalServiceObserver(console: console)
        await observer.requestStarted(URL(string: "http://h/recipes.json")!)
        try await Task.sleep(for: .milliseconds(300))
        await observer.requestFinished(URL(string: "http://h/recipes.json")!)
        #expect(console.progressLines.isEmpty)
    }
}

@Suite struct RefreshingConsoleTests {
    @Test func writesOnlyWhenTheOutputChanged() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        refreshing.write(Array("a\n".utf8))
        refreshing.write(Array("a\n".utf8))
        refreshing.write(Array("b\n".utf8))
        #expect(console.standardOutput == "a\nb\n")
    }

    @Test func aRoundWrittenInPartsIsComparedAndShownWhole() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        for round in [["[\n", "a", "\n]\n"], ["[\n", "a", "\n]\n"], ["[\n", "b", "\n]\n"], []] {
            refreshing.beginRound()
            for part in round { refreshing.write(Array(part.utf8)) }
            refreshing.endRound()
        }
        #expect(console.standardOutput == "[\na\n]\n[\nb\n]\n")
    }

    @Test func bytesLentInPartsJoinTheRoundAndOutsideARoundAreShownAsWritten() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        for round in [["[\n", "a", "\n]\n"], ["[\n", "a", "\n]\n"], ["[\n", "b", "\n]\n"]] {
            refreshing.beginRound()
            for (index, part) in round.enumerated() {
                // Lent and plain writes mixed, as a list view writes a run and then its closing bracket.
                if index.isMultiple(of: 2) {
                    Array(part.utf8).withUnsafeBytes { refreshing.write(contentsOf: $0) }
                } else {
                    refreshing.write(Array(part.utf8))
                }
            }
            refreshing.endRound()
        }
        Array("c\n".utf8).withUnsafeBytes { refreshing.write(contentsOf: $0) }
        Array("c\n".utf8).withUnsafeBytes { refreshing.write(contentsOf: $0) }
        #expect(console.standardOutput == "[\na\n]\n[\nb\n]\nc\n")
    }

    @Test func aMessageIsNotRepeatedUntilSomethingChanges() {
        let console = CapturingConsole()
        let refreshing = RefreshingConsole(wrapping: console)
        refreshing.writeMessage("server down")
        refreshing.writeMessage("server down")
        refreshing.write(Array("a\n".utf8))
        refreshing.writeMessage("server down")
        refreshing.writeMessage("server down")
        refreshing.writeMessage("other")
        #expect(console.standardError == ["server down", "server down", "other"])
    }
}
