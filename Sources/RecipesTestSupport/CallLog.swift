import Synchronization

/// What a fake was asked, in order, safe to append to from any task: each fake's record of its calls.
public final class CallLog<Entry: Sendable>: Sendable {
    private let recorded = Mutex<[Entry]>([])

    /// An empty log.
    public init() {}

    /// Every entry so far, in order.
    public var entries: [Entry] { recorded.withLock { $0 } }

    /// Adds `entry` after the others.
    public func append(_ entry: Entry) {
        recorded.withLock { $0.append(entry) }
    }
}
