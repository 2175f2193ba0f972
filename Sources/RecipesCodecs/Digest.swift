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
    /// Concrete, not generic: a whole catalog (over 100 MiB) goes through this loop when a service starts.
    public static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
        }
        return padded(first) + padded(second)
    }

    private static func padded(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
