#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, which bounds how many connections the service can hold.
public enum FileDescriptorLimit {
    /// Descriptors kept for what is not a connection: the listener, the store, standard streams, the event loops.
    public static let reserved = 32

    /// Raises the soft limit to the hard one and returns the soft limit now in force; nil if it cannot be read.
    @discardableResult
    public static func raise() -> Int? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            #if canImport(Darwin)
            // macOS refuses a soft limit above OPEN_MAX however high the hard limit is.
            raised.rlim_cur = min(raised.rlim_cur, rlim_t(OPEN_MAX))
            #endif
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    }

    /// The most connections `softLimit` descriptors allow, keeping `reserved` for everything else.
    public static func maximumConnections(_ requested: Int, softLimit: Int) -> Int {
        guard requested > softLimit - reserved else { return requested }
        return max(1, softLimit - reserved)
    }

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
