import Foundation

/// Reads a file by mapping it into memory, so a large catalog costs no copy and no fresh pages.
///
/// Foundation's `.mappedIfSafe` reads the whole file on Linux; this maps it with mmap(2) instead and falls
/// back to reading for what cannot be mapped (pipes, process substitution, empty files).
enum MappedFile {
    /// The file's bytes; throws a `CocoaError` carrying the POSIX reason when it cannot be opened or read.
    static func read(_ path: String) throws -> Data {
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
        if (status.st_mode & S_IFMT) == S_IFREG && size > 0,
           let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED {
            close(descriptor)
            _ = madvise(address, size, MADV_SEQUENTIAL)
            return Data(bytesNoCopy: address, count: size, deallocator: .custom { pointer, count in
                _ = munmap(pointer, count)
            })
        }
        defer { close(descriptor) }
        return try readToEnd(descriptor, path: path)
    }

    private static func readToEnd(_ descriptor: Int32, path: String) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno, path)
            }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    private static func failure(_ code: Int32, _ path: String) -> CocoaError {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        return CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: posix])
    }
}
