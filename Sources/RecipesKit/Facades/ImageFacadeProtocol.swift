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

/// How an image facade has answered since it started, for an operator's metrics.
public struct ImageCacheUse: Sendable, Hashable {
    /// Pictures answered from the cache without asking their host.
    public var hits = 0
    /// Pictures asked of their host again and answered from the cache: unchanged (304), or kept while the host cannot
    /// be reached or answers with an error.
    public var revalidated = 0
    /// Pictures fetched from their host (lookups that shared one fetch in flight each count).
    public var fetched = 0
    /// Lookups answered with no picture: a failure, or one remembered.
    public var unavailable = 0

    /// Creates counts, all zero by default.
    public init(hits: Int = 0, revalidated: Int = 0, fetched: Int = 0, unavailable: Int = 0) {
        self.hits = hits
        self.revalidated = revalidated
        self.fetched = fetched
        self.unavailable = unavailable
    }
}

/// Gets recipes' pictures for the pages: the design's ImageFacade.
public protocol ImageFacadeProtocol: Sendable {
    /// The picture at `url`, fetched once and kept, or why there is none.
    func image(at url: String) async -> ImageAnswer
    /// How it has answered since it started; nil for a facade that keeps no count.
    var cacheUse: ImageCacheUse? { get }
}

extension ImageFacadeProtocol {
    /// A facade keeps no count unless it says otherwise.
    public var cacheUse: ImageCacheUse? { nil }
}
