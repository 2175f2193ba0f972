import Foundation

extension Array where Element: Sendable {
    /// The elements transformed by `transform`, in order: on every core, in one chunk per core, from `threshold`
    /// elements; below it on this thread, where starting threads would cost more than it saves.
    package func parallelMap<Transformed: Sendable>(
        threshold: Int = 20_000, _ transform: @Sendable (Element) -> Transformed
    ) -> [Transformed] {
        let parts = parallelChunks(threshold: threshold) { $0.map(transform) }
        guard parts.count > 1 else { return parts.first ?? [] }
        var result: [Transformed] = []
        result.reserveCapacity(count)
        for part in parts { result += part }
        return result
    }

    /// `body`'s result for each of a few consecutive chunks of the elements, in their order: one chunk per core, all
    /// at once, from `threshold` elements; below it the whole array as one chunk, on this thread.
    package func parallelChunks<Part: Sendable>(
        threshold: Int = 20_000, _ body: @Sendable (ArraySlice<Element>) -> Part
    ) -> [Part] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard count >= threshold, count > 1, cores > 1 else { return [body(self[...])] }
        let chunkSize = (count + cores - 1) / cores
        let starts = Array<Int>(stride(from: 0, to: count, by: chunkSize))
        let parts = UnsafeMutableBufferPointer<Part?>.allocate(capacity: starts.count)
        parts.initialize(repeating: nil)
        defer {
            _ = parts.deinitialize()
            parts.deallocate()
        }
        // Each worker writes only its own part, and the parts are read after every worker has finished.
        nonisolated(unsafe) let slots = parts
        DispatchQueue.concurrentPerform(iterations: starts.count) { part in
            let start = starts[part]
            slots[part] = body(self[start..<Swift.min(start + chunkSize, count)])
        }
        return parts.compactMap { $0 }
    }
}
