import Foundation

extension Array where Element: Sendable {
    /// The elements transformed by `transform`, in order: on every core, in one chunk per core, from `threshold`
    /// elements; below it on this thread, where starting threads would cost more than it saves.
    package func parallelMap<Transformed: Sendable>(
        threshold: Int = 20_000, _ transform: @Sendable (Element) -> Transformed
    ) -> [Transformed] {
        guard count >= threshold, count > 1 else { return map(transform) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1 else { return map(transform) }
        let chunkSize = (count + cores - 1) / cores
        let starts = Array<Int>(stride(from: 0, to: count, by: chunkSize))
        let parts = UnsafeMutableBufferPointer<[Transformed]>.allocate(capacity: starts.count)
        parts.initialize(repeating: [])
        defer {
            _ = parts.deinitialize()
            parts.deallocate()
        }
        // Each worker writes only its own part, and the parts are read after every worker has finished.
        nonisolated(unsafe) let slots = parts
        DispatchQueue.concurrentPerform(iterations: starts.count) { part in
            let start = starts[part]
            slots[part] = self[start..<Swift.min(start + chunkSize, count)].map(transform)
        }
        var result: [Transformed] = []
        result.reserveCapacity(count)
        for part in parts { result += part }
        return result
    }
}
