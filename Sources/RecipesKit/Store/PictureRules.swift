import Foundation

/// What an uploaded picture may be: PNG, JPEG or WebP by its bytes, at most `largestUpload` bytes by default, and
/// at most `longestSide` pixels a side and `mostPixels` in all by its header — checked before anything decodes it,
/// so a small file that would decode into gigabytes (a decompression bomb) is refused.
public enum PictureRules {
    /// The default largest upload, in bytes (`serve --max-upload-size`).
    public static let largestUpload = 5 * 1024 * 1024
    /// The longest side, in pixels.
    public static let longestSide = 10_000
    /// The most pixels: 40 megapixels, 160 MB once a browser decodes it.
    public static let mostPixels = 40_000_000

    /// Why a picture of `byteCount` bytes and `width` × `height` pixels cannot be kept (when `limit` bytes is the
    /// largest allowed), or nil when it can.
    public static func problem(byteCount: Int, width: Int, height: Int, limit: Int = largestUpload) -> String? {
        if byteCount > limit { return "the picture is \(byteCount) bytes; at most \(limit) are kept" }
        if width > longestSide || height > longestSide {
            return "the picture is \(width) × \(height) pixels; a side may be at most \(longestSide)"
        }
        if width * height > mostPixels { return "the picture is \(width) × \(height) pixels; at most \(mostPixels / 1_000_000) megapixels are kept" }
        return nil
    }

    /// Why a file that is no PNG, JPEG or WebP (or whose header cannot be read) is refused.
    public static let notAPicture = "the file is not a PNG, JPEG or WebP picture (its first bytes say so, whatever its name)"
}
