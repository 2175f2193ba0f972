import Foundation
import RecipesKit

/// A fast 128-bit digest of bytes, in 32 hex digits: names cache entries and makes ETags. Not cryptographic.
public enum Digest {
    /// The digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes(hex)
    }

    /// The digest of `text`'s UTF-8.
    public static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    /// Two independent FNV-1a-style hashes side by side: different inputs never share a digest in practice.
    /// Inputs from `chunkedFrom` bytes (a whole catalog, over a gigabyte at a million recipes) are digested in
    /// chunks on every core, sixteen bytes a step (`wide`), and the chunks' digests (little-endian, so every machine
    /// agrees) digested in order; smaller ones in one pass. Builds before stop 37 digested large inputs in one pass:
    /// their ETags differ.
    public static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count >= chunkedFrom, let address = bytes.baseAddress else {
            let (first, second) = fnv(bytes)
            return padded(first) + padded(second)
        }
        let chunks = (bytes.count + chunkSize - 1) / chunkSize
        let count = bytes.count
        // Read only while this call waits for every chunk.
        nonisolated(unsafe) let base = address
        return combined(chunks: chunks, length: count) { chunk in
            let start = chunk * chunkSize
            return wide(UnsafeRawBufferPointer(start: base + start, count: Swift.min(chunkSize, count - start)))
        }
    }

    /// The digest of `chunks` parts digested on every core by `digestChunk`, then their digests (little-endian, so
    /// every machine agrees) and `length` digested in order.
    static func combined(
        chunks: Int, length: Int, _ digestChunk: @Sendable (Int) -> (UInt64, UInt64)
    ) -> String {
        var digests = [UInt64](repeating: 0, count: chunks * 2 + 1)
        digests[chunks * 2] = UInt64(length).littleEndian
        digests.withUnsafeMutableBufferPointer { digests in
            // Each chunk writes only its own two words.
            nonisolated(unsafe) let slots = digests
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let (first, second) = digestChunk(chunk)
                (slots[chunk * 2], slots[chunk * 2 + 1]) = (first.littleEndian, second.littleEndian)
            }
        }
        let (first, second) = digests.withUnsafeBytes(fnv)
        return padded(first) + padded(second)
    }

    /// Inputs at least this long are digested in chunks.
    static let chunkedFrom = 16 << 20

    /// The bytes of each chunk of a chunked digest.
    static let chunkSize = 4 << 20

    /// Two lanes of eight bytes a step, each folded by a full-width multiply with a fixed odd constant (digests
    /// must agree across processes and replicas), the tail byte by byte: about ten times FNV's speed.
    static func wide(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        var second: UInt64 = 0x6C62_272E_07BB_0142
        var offset = 0
        while offset + 16 <= bytes.count {
            first = (first ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))).foldedProduct(0x9E37_79B9_7F4A_7C15)
            second = (second ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))).foldedProduct(0xC2B2_AE3D_27D4_EB4F)
            offset += 16
        }
        let (tailFirst, tailSecond) = fnv(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        return ((first ^ tailFirst).foldedProduct(0x9E37_79B9_7F4A_7C15), (second ^ tailSecond).foldedProduct(0xC2B2_AE3D_27D4_EB4F))
    }

    /// Concrete, not generic: a whole catalog goes through this loop when a service starts.
    static func fnv(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
        }
        return (first, second)
    }

    static func padded(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
