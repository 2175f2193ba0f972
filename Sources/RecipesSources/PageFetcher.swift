import Foundation
import RecipesKit
import Synchronization

/// The service's import from a URL: the page fetched through a `GuardedFetcher` (public addresses only unless
/// `allowsPrivateAddresses`, every redirect's host checked), within the session's size limit, `deadline` for the
/// whole of it (resolving, redirects and all), and at most `maximumAtOnce` pages at a time.
public final class PageFetcher: PageFetchingProtocol {
    /// The most pages fetched at once; each may hold the size limit in memory.
    public static let maximumAtOnce = 4

    private let fetcher: GuardedFetcher
    private let deadline: Duration
    private let running = Mutex(0)

    /// Creates a fetcher through `session`, whose limits bound every page's size and each request's time.
    public init(
        session: any SessionProtocol, resolver: any HostResolving = SystemResolver(), allowsPrivateAddresses: Bool = false,
        deadline: Duration = .seconds(15)
    ) {
        fetcher = GuardedFetcher(
            session: session, resolver: resolver, allowsPrivateAddresses: allowsPrivateAddresses, noun: "page", flag: "--allow-private-imports")
        self.deadline = deadline
    }

    public func page(at address: String) async -> Result<Data, PageFetchFailure> {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= 4_096, let url = URL(string: trimmed), url.scheme != nil, url.host != nil else {
            return .failure(PageFetchFailure("that is not a web address (https://…)"))
        }
        let admitted = running.withLock { count in
            guard count < Self.maximumAtOnce else { return false }
            count += 1
            return true
        }
        guard admitted else {
            return .failure(PageFetchFailure("the server is fetching \(Self.maximumAtOnce) pages already; try again in a moment", kind: .busy))
        }
        defer { running.withLock { $0 -= 1 } }
        let fetcher = self.fetcher, deadline = self.deadline
        return await withTaskGroup(of: Result<Data, PageFetchFailure>?.self) { group in
            group.addTask { await Self.fetch(url, through: fetcher) }
            group.addTask {
                // nil: the deadline passed first (a cancelled sleep is the fetch having ended).
                guard (try? await Task.sleep(for: deadline)) != nil else { return .failure(PageFetchFailure("cancelled", kind: .upstream)) }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            let (whole, fraction) = deadline.components
            let seconds = Double(whole) + Double(fraction) / 1e18
            let said = seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)"
            return first ?? .failure(PageFetchFailure("the page took longer than \(said) s to fetch (--import-timeout)", kind: .upstream))
        }
    }

    private static func fetch(_ url: URL, through fetcher: GuardedFetcher) async -> Result<Data, PageFetchFailure> {
        let response: SessionResponse
        do {
            response = try await fetcher.fetch(url, headers: ["Accept": "text/html, application/ld+json, application/json;q=0.9, */*;q=0.1"])
        } catch {
            return .failure(PageFetchFailure(error.reason, kind: error.isUnanswered ? .upstream : .refused))
        }
        switch response.statusCode {
        case 200..<300:
            return .success(response.body)
        case 401, 403, 429:
            // The most common reason a server cannot import (Mealie's most reported): the site refuses servers.
            return .failure(PageFetchFailure(
                "the page's host answered \(response.statusCode): it refuses servers; paste the page's HTML instead", kind: .upstream))
        default:
            return .failure(PageFetchFailure("the page's host answered \(response.statusCode)", kind: .upstream))
        }
    }
}
