import Foundation
import RecipesKit

extension TerminalView: TagListViewProtocol {
    public func show(tags: TagListViewModel) async {
        console.writeText(TerminalView.render(tags))
    }

    /// One line per tag: its recipe count, right-aligned, then the tag.
    static func render(_ tags: TagListViewModel) -> String {
        let width = tags.rows.map { String($0.count).count }.max() ?? 0
        return tags.rows.map { row in
            String(repeating: " ", count: width - String(row.count).count) + "\(row.count)  \(row.tag.terminalLine)"
        }.joined(separator: "\n") + "\n"
    }
}
