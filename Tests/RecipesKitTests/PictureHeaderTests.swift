import Foundation
import RecipesCodecs
import RecipesKit
import RecipesTestSupport
import Testing

/// Pictures read by their headers alone, before anything decodes them: what an upload is and how large it would be.
@Suite struct PictureHeaderTests {
    @Test func pngJpegAndWebPGiveTheirFormatAndSize() {
        #expect(PictureHeader.read(SamplePicture.png(width: 640, height: 480)) == PictureHeader(format: .png, width: 640, height: 480))
        #expect(PictureHeader.read(SamplePicture.jpeg(width: 1200, height: 800)) == PictureHeader(format: .jpeg, width: 1200, height: 800))
        #expect(PictureHeader.read(SamplePicture.jpeg(width: 3, height: 2, marker: 0xC0))?.width == 3)
        let lossy = SamplePicture.webp("VP8 ", [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01])
        #expect(PictureHeader.read(lossy) == PictureHeader(format: .webp, width: 640, height: 480))
        // Lossless: 14-bit width-1 and height-1 packed after the signature: 99 and 49, so 100 × 50.
        let packed = 99 | (49 << 14)
        let lossless = SamplePicture.webp("VP8L", [0x2F, UInt8(packed & 0xFF), UInt8((packed >> 8) & 0xFF), UInt8((packed >> 16) & 0xFF), UInt8(packed >> 24), 0, 0, 0, 0, 0])
        #expect(PictureHeader.read(lossless) == PictureHeader(format: .webp, width: 100, height: 50))
        let extended = SamplePicture.webp("VP8X", [0x10, 0, 0, 0, 0x1F, 0x4E, 0x00, 0x0F, 0x27, 0x00])
        #expect(PictureHeader.read(extended) == PictureHeader(format: .webp, width: 20_000, height: 10_000))
        #expect(PictureHeader.Format.webp.mediaType == "image/webp")
    }

    @Test func anythingElseOrAHeaderCutShortIsNoPicture() {
        for bytes: [UInt8] in [
            [], Array("GIF89a".utf8) + [1, 0, 1, 0], Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8),
            Array(SamplePicture.png(width: 10, height: 10).prefix(20)), SamplePicture.png(width: 0, height: 10),
            [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF], Array(SamplePicture.jpeg(width: 5, height: 5).prefix(30)), [0xFF, 0xD8, 0xFF, 0xDA, 0, 2],
            Array(SamplePicture.webp("VP8 ", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).prefix(29)), SamplePicture.webp("VP8 ", [0, 0, 0, 1, 2, 3, 4, 5, 6, 7]),
        ] {
            #expect(PictureHeader.read(bytes) == nil, "\(bytes.prefix(12))")
        }
    }

    @Test func randomBytesBehindEachSignatureNeverCrashTheReader() {
        var random = SeededRandom(seed: 7)
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], Array("RIFF\0\0\0\0WEBP".utf8)]
        for round in 0..<3_000 {
            let tail = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if let header = PictureHeader.read(signatures[round % 3] + tail) {
                #expect(header.width > 0 && header.height > 0)
            }
        }
    }

    @Test func theRulesBoundBytesSidesAndPixelsBeforeDecoding() {
        #expect(PictureRules.problem(byteCount: 1_000, width: 4_000, height: 3_000) == nil)
        #expect(PictureRules.problem(byteCount: 6_000_000, width: 10, height: 10) == "the picture is 6000000 bytes; at most 5242880 are kept")
        #expect(PictureRules.problem(byteCount: 1_000, width: 20_000, height: 10) == "the picture is 20000 × 10 pixels; a side may be at most 10000")
        #expect(PictureRules.problem(byteCount: 1_000, width: 9_000, height: 9_000) == "the picture is 9000 × 9000 pixels; at most 40 megapixels are kept")
    }
}
