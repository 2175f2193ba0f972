import Foundation
import RecipesKit

/// Writes a tag list as JSON: what `recipes tags --format json` prints and `GET /tags` answers.
public enum TagListEncoder {
    /// `[{"count": 12, "tag": "dinner"}, …]`, most used first, and a newline.
    public static func encode(_ tags: TagListViewModel) -> [UInt8] {
        let document: [[String: Any]] = tags.rows.map { ["tag": $0.tag, "count": $0.count] }
        return PrettyJSON.bytes(document, fallback: "[]")
    }
}
