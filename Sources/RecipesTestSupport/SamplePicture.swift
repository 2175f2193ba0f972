/// The first bytes of picture files, built in code: as much of each format as its header reader reads.
public enum SamplePicture {
    /// A PNG signature and IHDR chunk for `width` × `height` pixels.
    public static func png(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width, 4) + bigEndian(height, 4)
            + [8, 2, 0, 0, 0, 0, 0, 0, 0]
    }

    /// A JPEG's start: SOI, an APP0 segment and a DHT to walk over, fill bytes, then a start-of-frame (`marker`).
    public static func jpeg(width: Int, height: Int, marker: UInt8 = 0xC2) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC4, 0, 3, 0] + [0xFF, 0xFF, 0xFF, marker, 0, 11, 8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0]
    }

    /// A WebP RIFF header and one chunk.
    public static func webp(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [UInt8(payload.count), 0, 0, 0] + payload
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
}
