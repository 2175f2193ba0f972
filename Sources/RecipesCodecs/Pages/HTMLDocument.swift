import Foundation
import RecipesKit

/// A forgiving HTML reader for recipe pages: elements, attributes and text, entities decoded, scripts and styles
/// kept as raw text, unclosed and stray tags tolerated as browsers do. Enough to find microdata, RDFa,
/// recipe-card markup and headed lists; not a full HTML5 parser.
///
/// Hostile markup costs no more than its size: adjacent text is one node, nesting is kept to `maximumDepth`,
/// and a page holds at most `maximumNodes(forBytes:)` nodes: past them its tags are dropped and its text kept, as
/// one run (said by `isTruncated`).
public struct HTMLDocument: Sendable {
    /// The document's top-level nodes.
    public let root: HTMLElement
    /// Every element, depth first in document order, and for each the index just past its last descendant, so
    /// that a reader can skip what is inside an element it has taken whole.
    let elements: [HTMLElement]
    let ends: [Int]
    /// Whether the page had more nodes than it may, so that the tags past them were dropped.
    public let isTruncated: Bool
    /// Whether reading stopped because the deadline passed.
    public let isStopped: Bool
    /// The deadline the page was read under, for readers that walk it afterwards.
    let deadline: ReadingDeadline?

    /// The deepest nesting kept; deeper elements are attached at this depth (hostile pages cannot exhaust the stack).
    public static let maximumDepth = 256

    /// The most nodes (elements and runs of text) kept for a page of `bytes` bytes: far more than real pages use
    /// (one per hundred bytes or so), and few enough that a page of nothing but tags costs a small multiple of
    /// its size.
    public static func maximumNodes(forBytes bytes: Int) -> Int { max(100_000, bytes / 16) }


    /// Parses `html`.
    public init(_ html: String) {
        self.init(bytes: Array(html.utf8))
    }

    /// Parses a page's bytes (UTF-8; invalid sequences read as U+FFFD), stopping when `deadline` passes.
    public init(bytes: [UInt8], deadline: ReadingDeadline? = nil) {
        var builder = HTMLTreeBuilder(budget: Self.maximumNodes(forBytes: bytes.count), maximumDepth: Self.maximumDepth)
        var scanner = HTMLScanner(bytes)
        var tokens = 0
        var stopped = false
        while let token = scanner.next() {
            tokens += 1
            if tokens & 1023 == 0, let deadline, deadline.hasPassed {
                stopped = true
                break
            }
            builder.add(token, from: &scanner)
        }
        self.deadline = deadline
        root = builder.finish()
        isTruncated = builder.isTruncated
        isStopped = stopped
        var elements: [HTMLElement] = [], ends: [Int] = []
        Self.flatten(root, into: &elements, ends: &ends)
        self.elements = elements
        self.ends = ends
    }

    private static func flatten(_ element: HTMLElement, into elements: inout [HTMLElement], ends: inout [Int]) {
        for case .element(let child) in element.children {
            let index = elements.count
            elements.append(child)
            ends.append(index + 1)
            flatten(child, into: &elements, ends: &ends)
            ends[index] = elements.count
        }
    }

    /// Every element's index.
    var all: Range<Int> { 0..<elements.count }

    /// The indices of the elements inside the one at `index`.
    func inside(_ index: Int) -> Range<Int> { (index + 1)..<ends[index] }

    /// The indices in `range` of the elements `matches` takes, not looking inside one taken (a nested match is
    /// part of the outer one, and looking again would cost its size once per level).
    func outermost(in range: Range<Int>, where matches: (HTMLElement) -> Bool) -> [Int] {
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if matches(elements[index]) {
                found.append(index)
                index = ends[index]
            } else {
                index += 1
            }
        }
        return found
    }
}
