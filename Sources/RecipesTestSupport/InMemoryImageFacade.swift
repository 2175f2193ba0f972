import Foundation
import RecipesKit

/// An image facade answering from a table of URLs; a URL not in it fails loudly. Records every URL asked for.
public final class InMemoryImageFacade: ImageFacadeProtocol {
    private let answers: [String: ImageAnswer]
    private let asked = CallLog<String>()

    /// A facade with these answers.
    public init(_ answers: [String: ImageAnswer]) {
        self.answers = answers
    }

    /// Every URL asked for, in order.
    public var requests: [String] { asked.entries }

    public func image(at url: String) async -> ImageAnswer {
        asked.append(url)
        guard let answer = answers[url] else { fatalError("InMemoryImageFacade.image(at:) was asked for \(url), which it was not given") }
        return answer
    }
}
