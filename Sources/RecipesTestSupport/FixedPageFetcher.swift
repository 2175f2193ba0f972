import Foundation
import RecipesKit

/// Pages by address from a table; an address not in it fails loudly. Records every address asked for.
public final class FixedPageFetcher: PageFetchingProtocol {
    private let table: [String: Result<Data, PageFetchFailure>]
    private let asked = CallLog<String>()

    /// A fetcher answering each address with its result.
    public init(_ table: [String: Result<Data, PageFetchFailure>]) {
        self.table = table
    }

    /// Every address asked for, in order.
    public var requests: [String] { asked.entries }

    public func page(at url: String) async -> Result<Data, PageFetchFailure> {
        asked.append(url)
        guard let result = table[url] else { fatalError("FixedPageFetcher.page(at:) was asked for \(url), which it was not given") }
        return result
    }
}
