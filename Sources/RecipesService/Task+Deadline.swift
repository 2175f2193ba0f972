import Foundation
import Synchronization

extension Task where Failure == Never {
    /// The task's value, or nil once `limit` has passed; the task itself goes on either way. For waiting on work
    /// shared by several callers (a snapshot refresh) without letting a stalled database hold any of them.
    func value(within limit: Duration) async -> Success? {
        let waiter = FirstAnswer<Success?>()
        return await withCheckedContinuation { continuation in
            waiter.start(continuation)
            let timer = Task<Void, Never> {
                try? await Task<Never, Never>.sleep(for: limit)
                waiter.answer(nil)
            }
            Task<Void, Never> {
                let value = await self.value
                waiter.answer(value)
                timer.cancel()
            }
        }
    }
}

/// A continuation resumed by whichever answer comes first; later ones are dropped.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<Value, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    func answer(_ value: Value) {
        continuation.withLock { held in
            held?.resume(returning: value)
            held = nil
        }
    }
}
