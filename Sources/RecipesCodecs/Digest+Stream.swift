import Foundation

extension Digest {
    /// `Digest.hex` of bytes given a part at a time, holding no more than the chunked digest's threshold: the whole
    /// catalog's ETag without the whole catalog in memory. The same digest as `hex` of the parts joined.
    public struct Stream: Sendable {
        private var pending: [UInt8] = []
        private var chunkDigests: [UInt64] = []
        private var count = 0

        public init() {}

        /// How many bytes were given.
        public var length: Int { count }

        /// Takes the next part.
        public mutating func feed(_ part: [UInt8]) {
            pending += part
            count += part.count
            // Below the threshold the digest is one pass over everything: keep it all until the threshold is passed.
            guard count >= Digest.chunkedFrom else { return }
            let whole = pending.count / Digest.chunkSize * Digest.chunkSize
            guard whole > 0 else { return }
            pending.withUnsafeBytes { bytes in
                for start in stride(from: 0, to: whole, by: Digest.chunkSize) {
                    digestChunk(UnsafeRawBufferPointer(rebasing: bytes[start..<start + Digest.chunkSize]))
                }
            }
            pending.removeFirst(whole)
        }

        /// The digest of everything given, in 32 hex digits.
        public mutating func finish() -> String {
            guard count >= Digest.chunkedFrom else { return Digest.hex(pending) }
            if !pending.isEmpty { pending.withUnsafeBytes { digestChunk($0) } }
            pending = []
            let digests = chunkDigests + [UInt64(count).littleEndian]
            let (first, second) = digests.withUnsafeBytes(Digest.fnv)
            return Digest.padded(first) + Digest.padded(second)
        }

        private mutating func digestChunk(_ chunk: UnsafeRawBufferPointer) {
            let (first, second) = Digest.wide(chunk)
            chunkDigests += [first.littleEndian, second.littleEndian]
        }
    }
}
