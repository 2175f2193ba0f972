import Foundation

/// A node of the tree: an element or a run of text.
public enum HTMLNode: Sendable, Hashable {
    /// An element.
    case element(HTMLElement)
    /// Text, entities decoded.
    case text(String)

    /// Whether this is text of spaces only.
    var isBlank: Bool {
        if case .text(let text) = self { return text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// The element, if this is one.
    public var element: HTMLElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}
