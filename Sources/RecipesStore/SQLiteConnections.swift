import Foundation
import GRDB
import RecipesKit
import Synchronization

/// The connections a SQLite store reads and writes through: a pool from the start (a server, reading concurrently),
/// or one read-only connection with the pool opened at the first write (a command, which mostly only reads).
final class SQLiteConnections: Sendable {
    private let firstReader: DatabaseQueue?
    private let opened: Mutex<(any DatabaseWriter)?>
    private let openWriter: @Sendable () throws -> any DatabaseWriter

    /// Connections on `writer`, opened already.
    init(writer: any DatabaseWriter) {
        firstReader = nil
        opened = Mutex(writer)
        openWriter = { writer }
    }

    /// Connections that read on `reader` until the first write opens `openWriter()`.
    init(reader: DatabaseQueue, openWriter: @escaping @Sendable () throws -> any DatabaseWriter) {
        firstReader = reader
        opened = Mutex(nil)
        self.openWriter = openWriter
    }

    /// Where reads go: the writer's pool once it is open (it sees its own writes at once), else the first reader.
    var reader: any DatabaseReader {
        if let writer = opened.withLock({ $0 }) { return writer }
        guard let firstReader else { preconditionFailure("connections with neither a reader nor a writer") }
        return firstReader
    }

    /// The writer, opened on first use.
    func writer() throws -> any DatabaseWriter {
        try opened.withLock { opened throws in
            if let opened { return opened }
            let writer = try openWriter()
            opened = writer
            return writer
        }
    }
}
