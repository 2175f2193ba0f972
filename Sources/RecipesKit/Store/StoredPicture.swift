import Foundation

/// An uploaded picture as the store keeps it: its bytes as sent (never decoded or re-encoded), what they are, and a
/// digest for validators.
public struct StoredPicture: Sendable, Hashable {
    /// The file.
    public var bytes: Data
    /// `image/png`, `image/jpeg` or `image/webp`, read from the bytes.
    public var contentType: String
    /// Its width in pixels, read from its header.
    public var width: Int
    /// Its height in pixels, read from its header.
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
