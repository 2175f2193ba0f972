import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: TagListViewProtocol {
    /// `[{"count": 12, "tag": "dinner"}, …]`, most used first.
    public func show(tags: TagListViewModel) async {
        console.write(TagListEncoder.encode(tags))
    }
}
