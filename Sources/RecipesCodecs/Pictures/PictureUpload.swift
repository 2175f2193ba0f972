import Foundation
import RecipesKit

/// An uploaded file judged as a picture to keep: by its bytes and its header alone (`PictureHeader`, `PictureRules`),
/// never decoded.
public enum PictureUpload {
    /// `bytes` as a picture to keep when at most `limit` bytes, or why it is refused.
    public static func check(_ bytes: [UInt8], limit: Int) -> Result<StoredPicture, PictureRefusal> {
        guard let header = PictureHeader.read(bytes) else { return .failure(PictureRefusal(PictureRules.notAPicture)) }
        if let problem = PictureRules.problem(byteCount: bytes.count, width: header.width, height: header.height, limit: limit) {
            return .failure(PictureRefusal(problem))
        }
        return .success(StoredPicture(
            bytes: Data(bytes), contentType: header.format.mediaType, width: header.width, height: header.height, digest: Digest.hex(bytes)))
    }
}
