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
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }
}
