import Foundation

/// Pictures people upload for recipes, kept in the store beside the recipes so every replica serves them: one per
/// recipe, following it when renamed and gone with it when removed.
public protocol PictureStoreProtocol: Sendable {
    /// The picture uploaded for the recipe at `slug`, if any.
    func picture(slug: String) async throws(CatalogStoreError) -> StoredPicture?
    /// Keeps `picture` for the recipe at `slug`, replacing one there; `.notFound` when no recipe has the slug.
    func setPicture(_ picture: StoredPicture, slug: String) async throws(CatalogStoreError)
    /// Removes the picture of the recipe at `slug`; false when there was none.
    func removePicture(slug: String) async throws(CatalogStoreError) -> Bool
}

/// An uploaded picture as the store keeps it: its bytes as sent (never decoded or re-encoded), what they are, and a
/// digest for validators.
public struct StoredPicture: Sendable, Hashable {
    /// The file.
    public var bytes: Data
    /// `image/png`, `image/jpeg` or `image/webp`, read from the bytes.
    public var contentType: String
    /// Its width and height in pixels, read from its header.
    public var width: Int
    public var height: Int
    /// A digest of the bytes (hex), for the ETag.
    public var digest: String

    /// Creates a picture.
    public init(bytes: Data, contentType: String, width: Int, height: Int, digest: String) {
        self.bytes = bytes
        self.contentType = contentType
        self.width = width
        self.height = height
        self.digest = digest
    }
}

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
