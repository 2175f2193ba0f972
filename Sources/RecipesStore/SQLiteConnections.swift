import GRDB
import Synchronization

/// The connections a SQLite store reads and writes through: a pool from the start (a server, reading concurrently),
/// or one read-only connection with the pool opened at the first write (a command, which mostly only reads).
final class SQLiteConnections: Sendable {
    /// What reads go to until a writer is open.
    private enum First: Sendable {
        /// The writer, open from the start.
        case writer(any DatabaseWriter)
        /// A read-only connection, and how to open the writer.
        case reader(DatabaseQueue, openWriter: @Sendable () throws -> any DatabaseWriter)
    }

    private let first: First
    private let opened: Mutex<(any DatabaseWriter)?>

    /// Connections on `writer`, opened already.
    init(writer: any DatabaseWriter) {
        first = .writer(writer)
        opened = Mutex(writer)
    }

    /// Connections that read on `reader` until the first write opens `openWriter()`.
    init(reader: DatabaseQueue, openWriter: @escaping @Sendable () throws -> any DatabaseWriter) {
        first = .reader(reader, openWriter: openWriter)
        opened = Mutex(nil)
    }

    /// Where reads go: the writer's pool once it is open (it sees its own writes at once), else the first reader.
    var reader: any DatabaseReader {
        if let writer = opened.withLock({ $0 }) { return writer }
        switch first {
        case .writer(let writer): return writer
        case .reader(let reader, _): return reader
        }
    }

    /// The writer, opened on first use. It is opened outside the lock (opening may wait on another process's
    /// write lock), so reads go on meanwhile; of two opened at once, the first published is kept.
    func writer() throws -> any DatabaseWriter {
        if let writer = opened.withLock({ $0 }) { return writer }
        guard case .reader(_, let openWriter) = first else { preconditionFailure("connections opened on a writer hold it") }
        let writer = try openWriter()
        return opened.withLock { opened in
            if let opened { return opened }
            opened = writer
            return writer
        }
    }
}
