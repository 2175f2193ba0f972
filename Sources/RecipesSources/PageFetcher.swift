import Foundation
import RecipesKit

/// The service's import from a URL: the page fetched through a `GuardedFetcher` (public addresses only unless
/// `allowsPrivateAddresses`, every redirect's host checked), within the session's size and time limits.
public struct PageFetcher: PageFetchingProtocol {
    private let fetcher: GuardedFetcher

    /// Creates a fetcher through `session`, whose limits bound every page.
    public init(session: any SessionProtocol, resolver: any HostResolving = SystemResolver(), allowsPrivateAddresses: Bool = false) {
        fetcher = GuardedFetcher(
            session: session, resolver: resolver, allowsPrivateAddresses: allowsPrivateAddresses, noun: "page", flag: "--allow-private-imports")
    }

    public func page(at address: String) async -> Result<Data, PageFetchFailure> {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= 4_096, let url = URL(string: trimmed), url.scheme != nil, url.host != nil else {
            return .failure(PageFetchFailure("that is not a web address (https://…)"))
        }
        let response: SessionResponse
        do {
            response = try await fetcher.fetch(url, headers: ["Accept": "text/html, application/ld+json, application/json;q=0.9, */*;q=0.1"])
        } catch {
            return .failure(PageFetchFailure(error.reason))
        }
        switch response.statusCode {
        case 200..<300:
            return .success(response.body)
        case 401, 403, 429:
            // The most common reason a server cannot import (Mealie's most reported): the site refuses servers.
            return .failure(PageFetchFailure("the page's host answered \(response.statusCode): it refuses servers; paste the page's HTML instead"))
        default:
            return .failure(PageFetchFailure("the page's host answered \(response.statusCode)"))
        }
    }
}
