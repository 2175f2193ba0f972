import Foundation

/// What a picture file says of itself before any pixel is decoded: its format, by its first bytes, and its width
/// and height, from its header (PNG's IHDR, JPEG's start-of-frame, WebP's VP8, VP8L or VP8X chunk). Only PNG, JPEG
/// and WebP are read; anything else, or a header that is cut short or contradicts itself, is nil.
public struct PictureHeader: Sendable, Hashable {
    /// The formats an upload may be.
    public enum Format: String, Sendable, Hashable {
        /// PNG.
        case png
        /// JPEG (JFIF or Exif).
        case jpeg
        /// WebP, lossy, lossless or extended.
        case webp

        /// Its media type.
        public var mediaType: String { "image/" + rawValue }
    }

    /// The format.
    public var format: Format
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a header.
    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of `bytes`, read without decoding the picture; nil for anything that is not a readable PNG,
    /// JPEG or WebP.
    public static func read(_ bytes: [UInt8]) -> PictureHeader? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return webp(bytes) }
        return nil
    }

    /// PNG: the first chunk is IHDR, width and height big-endian at bytes 16 and 20.
    private static func png(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return made(.png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }

    /// JPEG: segments after SOI until a start-of-frame marker (C0–CF but C4, C8 and CC), whose height and width
    /// follow its precision byte. Each segment's length is checked against what is left, so a hostile file ends the
    /// walk rather than reading past it; the walk is linear in the file's size.
    private static func jpeg(_ bytes: [UInt8]) -> PictureHeader? {
        var at = 2
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            // Fill bytes before a marker, and markers that stand alone (RSTn, TEM).
            if marker == 0xFF { at += 1; continue }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { at += 2; continue }
            let length = bigEndian(bytes, at + 2, 2)
            guard length >= 2, at + 2 + length <= bytes.count else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7 else { return nil }
                return made(.jpeg, width: bigEndian(bytes, at + 7, 2), height: bigEndian(bytes, at + 5, 2))
            }
            // Start of scan or end of image before any frame: no size to read.
            if marker == 0xDA || marker == 0xD9 { return nil }
            at += 2 + length
        }
        return nil
    }

    /// WebP: the first chunk after the RIFF header is VP8 (lossy: 14-bit sizes after a start code), VP8L (lossless:
    /// 14-bit sizes packed after a signature byte) or VP8X (extended: 24-bit sizes minus one).
    private static func webp(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return made(.webp, width: littleEndian(bytes, 26, 2) & 0x3FFF, height: littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let packed = littleEndian(bytes, 21, 4)
            return made(.webp, width: (packed & 0x3FFF) + 1, height: ((packed >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return made(.webp, width: littleEndian(bytes, 24, 3) + 1, height: littleEndian(bytes, 27, 3) + 1)
        default:
            return nil
        }
    }

    private static func made(_ format: Format, width: Int, height: Int) -> PictureHeader? {
        width > 0 && height > 0 ? PictureHeader(format: format, width: width, height: height) : nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
