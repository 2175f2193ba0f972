import Foundation
import RecipesKit

/// Reads a file by mapping it into memory, so a large catalog costs no copy and no fresh pages; streams that
/// cannot be mapped (pipes, devices, standard input) are read up to a limit.
///
/// Foundation's `.mappedIfSafe` reads the whole file on Linux; this maps it with mmap(2) instead.
public enum MappedFile {
    /// The file's bytes: mapped when it is a regular file (up to `limits.maximumMappedBytes`), else read (up to
    /// `limits.maximumBytes`). Throws a `CocoaError` carrying the POSIX reason, or `InputTooLargeError`.
    /// `option` is the flag that raises the mapped limit, named when a file is over it.
    public static func read(_ path: String, limits: InputLimits = .standard, option: String = "--max-file-size") throws -> Data {
        try contents(path, limits: limits, option: option).data
    }

    /// As `read`, also saying whether the bytes are a private, read-only mapping of the file (which a decoder
    /// may release page by page: `CatalogDecoder.releasesReadPages`).
    public static func contents(
        _ path: String, limits: InputLimits = .standard, option: String = "--max-file-size"
    ) throws -> (data: Data, isMapped: Bool) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno, path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code, path)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw failure(EISDIR, path)
        }
        let size = Int(status.st_size)
        if (status.st_mode & S_IFMT) == S_IFREG && size > limits.maximumMappedBytes {
            close(descriptor)
            throw InputTooLargeError(limit: limits.maximumMappedBytes, option: option)
        }
        if (status.st_mode & S_IFMT) == S_IFREG && size > 0,
           let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED {
            close(descriptor)
            _ = madvise(address, size, MADV_SEQUENTIAL)
            let data = Data(bytesNoCopy: address, count: size, deallocator: .custom { pointer, count in
                _ = munmap(pointer, count)
            })
            // Small contents may be copied into the value itself; only a large one is surely the mapping.
            return (data, size >= 1 << 16)
        }
        defer { close(descriptor) }
        return (try readToEnd(descriptor, path: path, limit: limits.maximumBytes), false)
    }

    /// Reads `descriptor` to its end, refusing more than `limit` bytes (a closed descriptor is an error, not empty).
    public static func readToEnd(_ descriptor: Int32, path: String, limit: Int) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno, path)
            }
            guard data.count + count <= limit else { throw InputTooLargeError(limit: limit) }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    private static func failure(_ code: Int32, _ path: String) -> CocoaError {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        return CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: posix])
    }
}
