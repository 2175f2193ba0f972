import Foundation

/// A recipe's picture as the pages serve it: bytes, media type, and a validator that changes when the bytes do.
public struct RecipeImage: Sendable, Hashable {
    /// The image file.
    public var bytes: Data
    /// Its media type, such as `image/jpeg`, read from the bytes themselves.
    public var contentType: String
    /// A strong ETag for these bytes.
    public var etag: String

    /// Creates an image.
    public init(bytes: Data, contentType: String, etag: String) {
        self.bytes = bytes
        self.contentType = contentType
        self.etag = etag
    }
}

/// A picture, or why there is none (the page shows a placeholder then).
public enum ImageAnswer: Sendable, Hashable {
    /// The picture.
    case image(RecipeImage)
    /// No picture; why, in one line.
    case unavailable(String)
}

/// Gets recipes' pictures for the pages: the design's ImageFacade.
public protocol ImageFacadeProtocol: Sendable {
    /// The picture at `url`, fetched once and kept, or why there is none.
    func image(at url: String) async -> ImageAnswer
}
