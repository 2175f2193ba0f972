import Foundation

/// Shows the catalog's tags with how many recipes have each, or says why there are none.
public protocol TagListViewProtocol: Sendable {
    /// Shows the tags.
    func show(tags: TagListViewModel) async
    /// Says that no recipe has a tag.
    func show(empty message: String) async
    /// Says why the tags could not be listed.
    func show(error message: String) async
}
