#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// How the service asks glibc's allocator to hold a large catalog: fewer arenas, large blocks mapped on their own,
/// and freed memory handed back once loading and indexing let go of their transient copies.
public enum ProcessMemory {
    /// Limits the allocator's arenas to one per core (glibc's default is eight per core) and maps every block of
    /// 256 KiB or more on its own; called before the catalog is read. At a million recipes the load's and the
    /// index build's transient copies otherwise stay spread over more arenas, and the wire buffers (a megabyte
    /// each) land among them: 2.40 against 2.23 GiB once indexed, 2.92 against 2.61 GiB at the peak.
    public static func tuneForService() {
        #if canImport(Glibc)
        // Glibc's module map leaves <malloc.h> out: found by name, and skipped where the C library has no such call.
        typealias Option = @convention(c) (Int32, Int32) -> Int32
        guard let found = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(found, to: Option.self)
        // M_ARENA_MAX and M_MMAP_THRESHOLD, from <malloc.h>.
        _ = mallopt(-8, Int32(clamping: max(1, ProcessInfo.processInfo.activeProcessorCount)))
        _ = mallopt(-3, 256 << 10)
        #endif
    }

    /// Hands the memory freed while loading and indexing back to the system: glibc keeps freed blocks in its
    /// arenas, and a million recipes' transient copies and index parts would stay counted in RSS.
    static func returnFreed() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        // The freed blocks wait unsorted until large requests sort them into the arena's bins, at most ten thousand
        // a request: at a million recipes the first queries after the index spent 60-110 ms in malloc doing it.
        // Large requests from the dispatch workers (the threads requests run on, sharing the arenas) sort them now,
        // until one is quick.
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount * 2) { _ in
            for _ in 0..<2_000 {
                let started = ContinuousClock.now
                UnsafeMutableRawPointer.allocate(byteCount: 192 << 10, alignment: 16).deallocate()
                if started.duration(to: .now) < .microseconds(50) { break }
            }
        }
        // Then handed back: sorting writes each free block's links, which would bring pages trimmed first back.
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }
}
